import { BLOCKS } from "@/app/blocks";
import { readPageLayoutRecord } from "@/features/site/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/page-layout/pages/{key} : members only, the page's layout with its version (Manage Page Layout's record; the key is the page path in base64url). */
export const GET = route<{ key: string }>(async (request, params) =>
  Response.json(await readPageLayoutRecord(BLOCKS, request, params.key), { headers: { "cache-control": "private, no-store" } }),
);
