import { heroRevisionRoutes } from "@/features/hero/server";

export const dynamic = "force-dynamic";

/** POST /api/hero-sections/{id}/revisions/{revisionId}/restore {version}: the save back, as a new save. */
export const POST = heroRevisionRoutes.restore;
