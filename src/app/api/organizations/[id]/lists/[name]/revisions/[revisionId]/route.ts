import { listRevisionRoute } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** GET /api/organizations/{id}/lists/{name}/revisions/{revisionId}: one save of the list beside the list now (members). */
export const GET = listRevisionRoute("read");
