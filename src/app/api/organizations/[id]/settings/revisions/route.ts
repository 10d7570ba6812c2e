import { settingsRevisionRoutes } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** GET /api/organizations/{id}/settings/revisions: Global Settings now and its saves, newest first (members). */
export const GET = settingsRevisionRoutes.list;
