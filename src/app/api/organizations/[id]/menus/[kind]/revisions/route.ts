import { menuRevisionRoute } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** GET /api/organizations/{id}/menus/{header|footer}/revisions: the menu now and its saves, newest first (members). */
export const GET = menuRevisionRoute("list");
