import { listRevisionRoute } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** POST /api/organizations/{id}/lists/{name}/revisions/{revisionId}/restore {version}: owner or admin; the list saved back, as a new settings save. */
export const POST = listRevisionRoute("restore");
