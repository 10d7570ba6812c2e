import { BLOCKS } from "@/app/blocks";
import { layoutRevisionRoutes } from "@/features/site/server";

export const dynamic = "force-dynamic";

/** GET /api/page-layout/revisions/{revisionId}: one save beside the page's layout now (members). */
export const GET = layoutRevisionRoutes(BLOCKS).read;
