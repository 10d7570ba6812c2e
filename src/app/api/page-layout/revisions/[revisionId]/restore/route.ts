import { BLOCKS } from "@/app/blocks";
import { layoutRevisionRoutes } from "@/features/site/server";

export const dynamic = "force-dynamic";

/** POST /api/page-layout/revisions/{revisionId}/restore {version}: the saved order back, as a new save. */
export const POST = layoutRevisionRoutes(BLOCKS).restore;
