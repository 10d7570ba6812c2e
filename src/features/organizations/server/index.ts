import "server-only";
// Server entry of the organizations feature: the organization read and settings save API.
export { organizationRoutes } from "./api";
export { ORGANIZATION_SECTIONS, type SectionLoader } from "./sections";
// The operator's endpoints (/api/internal/...).
export { createOrganization, type CreateOrganizationResult } from "../create";
// The demo organization (the renderer thread seeds it on an empty database; scripts/demo-content.ts).
export { DEMO, seedDemo, type SeedHook } from "../seed-demo";
export { addMemberByEmail } from "../members";
export { organizationLiveRoute } from "./live";
// Revisions of Global Settings and of the header and footer menus (docs/decisions.md "Revisions for every editor").
export { listRevisionRoute, menuRevisionRoute, settingsRevisionRoutes } from "./revisions";
// The Global Settings lists' revisions, which a translation of a FAQ or banner saved in the translation view keeps too (issue 42).
export { LIST_REVISIONS } from "./revisions";
