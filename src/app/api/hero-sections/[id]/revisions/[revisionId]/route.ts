import { heroRevisionRoutes } from "@/features/hero/server";

export const dynamic = "force-dynamic";

/** GET /api/hero-sections/{id}/revisions/{revisionId}: one save beside the hero now (members). */
export const GET = heroRevisionRoutes.read;
