import { sectionRevisionRoutes } from "@/features/sections/server";

export const dynamic = "force-dynamic";

/** POST /api/template-sections/{id}/revisions/{revisionId}/restore {version}: the save back, as a new save. */
export const POST = sectionRevisionRoutes.restore;
