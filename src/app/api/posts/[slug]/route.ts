import { deletePostRoute, getHostPost, updatePostRoute } from "@/features/posts/server";
import { route } from "@/platform/http/errors";

type Params = { slug: string };

export const dynamic = "force-dynamic";

/** GET /api/posts/{slug}: one post, fresh (for the editor). */
export const GET = route<Params>(async (request, { slug }) =>
  Response.json(await getHostPost(request, slug), { headers: { "Cache-Control": "private, no-store" } }),
);

export const PATCH = updatePostRoute;

export const DELETE = deletePostRoute;
