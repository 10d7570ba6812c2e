import { headingRevisionRoutes } from "@/features/heading-sections/server";

export const dynamic = "force-dynamic";

/** POST /api/template-heading-sections/{id}/revisions/{revisionId}/restore {version}: the save back, as a new save. */
export const POST = headingRevisionRoutes.restore;
