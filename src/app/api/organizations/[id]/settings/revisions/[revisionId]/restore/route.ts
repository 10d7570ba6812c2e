import { settingsRevisionRoutes } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** POST /api/organizations/{id}/settings/revisions/{revisionId}/restore {version}: owner or admin; the save back, as a new save. */
export const POST = settingsRevisionRoutes.restore;
