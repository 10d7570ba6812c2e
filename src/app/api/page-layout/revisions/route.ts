import { BLOCKS } from "@/app/blocks";
import { layoutRevisionRoutes } from "@/features/site/server";

export const dynamic = "force-dynamic";

/** GET /api/page-layout/revisions?url_page= : the page's block order now and its saves, newest first (members). */
export const GET = layoutRevisionRoutes(BLOCKS).list;
