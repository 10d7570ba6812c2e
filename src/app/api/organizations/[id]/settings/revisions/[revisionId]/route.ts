import { settingsRevisionRoutes } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** GET /api/organizations/{id}/settings/revisions/{revisionId}: one save beside the settings now (members). */
export const GET = settingsRevisionRoutes.read;
