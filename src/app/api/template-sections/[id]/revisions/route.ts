import { sectionRevisionRoutes } from "@/features/sections/server";

export const dynamic = "force-dynamic";

/** GET /api/template-sections/{id}/revisions: the section now and its saves, newest first (members). */
export const GET = sectionRevisionRoutes.list;
