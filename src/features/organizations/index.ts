// What client code may import from the organizations feature (types only).
export type { OrganizationCore, OrganizationRead, OrganizationSettings } from "./types";
