import { headingRevisionRoutes } from "@/features/heading-sections/server";

export const dynamic = "force-dynamic";

/** GET /api/template-heading-sections/{id}/revisions: the heading section now and its saves, newest first (members). */
export const GET = headingRevisionRoutes.list;
