// Server entry of the organizations feature: the organization read and settings save API.
export { organizationRoutes } from "./api";
export { ORGANIZATION_SECTIONS, type SectionLoader } from "./sections";
