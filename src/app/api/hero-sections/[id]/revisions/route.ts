import { heroRevisionRoutes } from "@/features/hero/server";

export const dynamic = "force-dynamic";

/** GET /api/hero-sections/{id}/revisions: the hero now and its saves, newest first (members). */
export const GET = heroRevisionRoutes.list;
