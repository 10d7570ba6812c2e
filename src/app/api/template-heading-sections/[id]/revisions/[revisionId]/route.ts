import { headingRevisionRoutes } from "@/features/heading-sections/server";

export const dynamic = "force-dynamic";

/** GET /api/template-heading-sections/{id}/revisions/{revisionId}: one save beside the heading section now (members). */
export const GET = headingRevisionRoutes.read;
