import { BLOCKS } from "@/app/blocks";
import { readPageLayout, savePageLayoutRoute } from "@/features/site/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/page-layout?organization_id=&url_page= : anyone (what the public page shows), every block of the page in order. */
export const GET = route(async (request) => Response.json(await readPageLayout(BLOCKS, request)));

/** PUT /api/page-layout {organization_id, sections, url_page optional: else the blocks' page}: owner, admin or editor; one transaction. */
export const PUT = savePageLayoutRoute(BLOCKS);
