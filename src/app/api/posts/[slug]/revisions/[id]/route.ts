import { getPostRevision } from "@/features/posts/server";
import { route } from "@/platform/http/errors";

type Params = { slug: string; id: string };

export const dynamic = "force-dynamic";

/** GET /api/posts/{slug}/revisions/{id}: one save of the post, with its content. */
export const GET = route<Params>(async (request, params) => Response.json(await getPostRevision(request, params), { headers: { "Cache-Control": "private, no-store" } }));
