import { listPostRevisions } from "@/features/posts/server";
import { route } from "@/platform/http/errors";

type Params = { slug: string };

export const dynamic = "force-dynamic";

/** GET /api/posts/{slug}/revisions: the post's saves, newest first. */
export const GET = route<Params>(async (request, { slug }) => Response.json(await listPostRevisions(request, slug), { headers: { "Cache-Control": "private, no-store" } }));
