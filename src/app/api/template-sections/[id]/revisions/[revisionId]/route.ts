import { sectionRevisionRoutes } from "@/features/sections/server";

export const dynamic = "force-dynamic";

/** GET /api/template-sections/{id}/revisions/{revisionId}: one save beside the section now (members). */
export const GET = sectionRevisionRoutes.read;
