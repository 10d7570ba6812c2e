import { readPageLayout, savePageLayoutRoute } from "@/features/site/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/page-layout?organization_id=&url_page= : members, every block of the page in order. */
export const GET = route(async (request) => Response.json(await readPageLayout(request)));

/** PUT /api/page-layout {organization_id, url_page, sections}: owner, admin or editor; one transaction. */
export const PUT = savePageLayoutRoute;
