import { createPostRoute, listHostPosts } from "@/features/posts/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/posts: the host's posts (members: all; others: the shown ones), filterable by flag. */
export const GET = route(async (request) => Response.json(await listHostPosts(request), { headers: { "Cache-Control": "private, no-store" } }));

/** POST /api/posts: a new post. */
export const POST = createPostRoute;
