import { menuRevisionRoute } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** GET /api/organizations/{id}/menus/{header|footer}/revisions/{revisionId}: one save beside the menu now (members). */
export const GET = menuRevisionRoute("read");
