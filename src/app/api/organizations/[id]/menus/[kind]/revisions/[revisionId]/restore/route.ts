import { menuRevisionRoute } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** POST /api/organizations/{id}/menus/{header|footer}/revisions/{revisionId}/restore {version}: owner or admin; the menu back, as a new save. */
export const POST = menuRevisionRoute("restore");
