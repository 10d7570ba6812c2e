import "server-only";
// Server entry of the organizations feature: the organization read and settings save API.
export { organizationRoutes } from "./api";
export { ORGANIZATION_SECTIONS, type SectionLoader } from "./sections";
// The operator's endpoints (/api/internal/...).
export { createOrganization } from "../create";
export { addMemberByEmail } from "../members";
export { organizationLiveRoute } from "./live";
