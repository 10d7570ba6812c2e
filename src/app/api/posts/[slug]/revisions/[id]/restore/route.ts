import { restoreRevisionRoute } from "@/features/posts/server";

export const dynamic = "force-dynamic";

/** POST /api/posts/{slug}/revisions/{id}/restore: the revision back, as a new save. */
export const POST = restoreRevisionRoute;
