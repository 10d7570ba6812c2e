import { listRevisionRoute } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** GET /api/organizations/{id}/lists/{name}/revisions: a Global Settings list now and its saves, newest first (members; unknown list 404). */
export const GET = listRevisionRoute("list");
