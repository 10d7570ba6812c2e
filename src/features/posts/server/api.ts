import "server-only";
// The posts API (spec/editors.md §7: POST /api/posts, PATCH /api/posts/{slug};
// the reads, DELETE and the revision history are ours, docs/decisions.md "Posts
// API (issue 12)"). Reads are plain handlers; every write is a save-pipeline
// mutation (src/platform/http/mutation.ts). The organization is always the host's.
import { getSessionUser } from "@/platform/auth/server";
import { getDb } from "@/platform/db/client";
import { cachedRead, mergeInvalidations } from "@/platform/cache";
import { REDIRECTS_KEY } from "@/features/redirects/server";
import { notFound, parseId, route } from "@/platform/http/errors";
import { withFallbackError } from "@/platform/http/fallback";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { authorize } from "@/platform/tenancy/authorize";
import { getRole } from "@/platform/tenancy/members";
import { organizationOfHost } from "@/platform/tenancy/request";
import { POST_MESSAGES } from "../rules";
import { createPostSchema, restoreRevisionSchema, updatePostSchema, type Post, type PostRevision, type PostRevisionSummary, type PostSummary } from "../schema";
import { POST_LISTS_KEY, postKey, postsChanged } from "./public";
import { findPost, listPosts, parseListQuery } from "./queries";
import { postSlugParam, requirePost } from "./records";
import { keptPostRevisions, listRevisions, requireRevision } from "./revisions";
import { createPost, deletePost, restoreRevision, updatePost } from "./write";

type SlugParams = { slug: string };
type RevisionParams = SlugParams & { id: string };

const revisionId = (value: string) => parseId(value, POST_MESSAGES.revisionNotFound);

/** The host's organization, once the slug in the path is one a post could have (else 404 before anything else). */
const postOwner = ({ request, params }: OwnerContext<SlugParams>) => {
  postSlugParam(params.slug);
  return organizationOfHost(request);
};

/** Members (any role) see every post; visitors, customers and other organizations' members only the shown ones. */
async function seesHidden(request: Request, organizationId: number): Promise<boolean> {
  const user = await getSessionUser(request.headers);
  return !!user && (await getRole(user.id, organizationId)) !== null;
}

/**
 * GET /api/posts?display_as_blog_post=&is_help_center=&display_this_post=&is_displayed_first_page=&limit=&offset=
 * Members read fresh (the editor); what everyone else sees is the same for all, so it is cached until the organization's next save.
 */
export async function listHostPosts(request: Request): Promise<PostSummary[]> {
  const organizationId = await organizationOfHost(request);
  const query = parseListQuery(new URL(request.url).searchParams);
  const db = await getDb();
  if (await seesHidden(request, organizationId)) return listPosts(db, organizationId, query, true);
  return cachedRead(organizationId, `posts:list ${JSON.stringify(query)}`, () => listPosts(db, organizationId, query, false), POST_LISTS_KEY);
}

/** GET /api/posts/{slug}: fresh for members, cached for everyone else (as the list). */
export async function getHostPost(request: Request, slug: string): Promise<Post> {
  const organizationId = await organizationOfHost(request);
  postSlugParam(slug);
  const db = await getDb();
  const post = (await seesHidden(request, organizationId))
    ? await findPost(db, organizationId, slug, true)
    : await cachedRead(organizationId, `posts:shown ${slug}`, () => findPost(db, organizationId, slug, false), postKey(slug));
  if (!post) throw notFound(POST_MESSAGES.notFound);
  return post;
}

/** GET /api/posts/{slug}/revisions: newest first, without content (owner, admin, editor). */
export async function listPostRevisions(request: Request, slug: string): Promise<PostRevisionSummary[]> {
  const organizationId = await organizationOfHost(request);
  postSlugParam(slug);
  await authorize(request, organizationId);
  const db = await getDb();
  return listRevisions(db, (await requirePost(db, organizationId, slug)).id);
}

/** GET /api/posts/{slug}/revisions/{id}: one revision with its content (owner, admin, editor). */
export async function getPostRevision(request: Request, { slug, id }: RevisionParams): Promise<PostRevision> {
  const organizationId = await organizationOfHost(request);
  postSlugParam(slug);
  const revision = revisionId(id);
  await authorize(request, organizationId);
  const db = await getDb();
  return (await requireRevision(db, await requirePost(db, organizationId, slug), revision)).revision;
}

/** A post created at an address, or moved to a new one: the posts' reads and the redirects (issue 43 §2: the old address redirects, the new one is the post's). */
const addressChanged = (from: string, to: string) => mergeInvalidations(postsChanged(from, to), { keys: [REDIRECTS_KEY] });

/** POST /api/posts: a new post of the host's organization (owner, admin or editor). A server failure answers the spec's 'Failed to save post. Please try again.' */
export const createPostRoute = withFallbackError(
  POST_MESSAGES.saveFailed,
  mutation({
    owner: ({ request }) => organizationOfHost(request),
    input: createPostSchema,
    write: ({ tx, caller, input }) => createPost(tx, caller, input),
    revisions: keptPostRevisions,
    invalidates: (post) => addressChanged(post.slug, post.slug),
    status: 201,
  }),
);

/** PATCH /api/posts/{slug}: the fields to change, with the version the editor loaded. */
export const updatePostRoute = withFallbackError(
  POST_MESSAGES.saveFailed,
  mutation({
    owner: postOwner,
    input: updatePostSchema,
    write: ({ tx, caller, params, input }) => updatePost(tx, caller, params.slug, input),
    revisions: keptPostRevisions,
    invalidates: (post, _input, params) => (post.slug === params.slug ? postsChanged(post.slug) : addressChanged(params.slug, post.slug)),
  }),
);

/** DELETE /api/posts/{slug}: the post and its revisions. */
export const deletePostRoute = mutation({
  owner: postOwner,
  write: ({ tx, organizationId, params }) => deletePost(tx, organizationId, params.slug),
  invalidates: (deleted) => postsChanged(deleted.slug),
});

/** POST /api/posts/{slug}/revisions/{id}/restore {version}: the revision as a new save. */
export const restoreRevisionRoute = mutation({
  owner: (context: OwnerContext<RevisionParams>) => {
    revisionId(context.params.id);
    return postOwner(context);
  },
  input: restoreRevisionSchema,
  write: ({ tx, caller, params, input }) => restoreRevision(tx, caller, params.slug, revisionId(params.id), input),
  revisions: keptPostRevisions,
  invalidates: (post, _input, params) => postsChanged(params.slug, post.slug),
});

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

/** GET /api/posts/{slug}/revisions, GET …/revisions/{id}, POST …/revisions/{id}/restore: the posts' own revision routes (their own table and answers). */
export const postRevisionRoutes = {
  list: route<{ slug: string }>(async (request, { slug }) => Response.json(await listPostRevisions(request, slug), PRIVATE)),
  read: route<RevisionParams>(async (request, params) => Response.json(await getPostRevision(request, params), PRIVATE)),
  restore: restoreRevisionRoute,
};
