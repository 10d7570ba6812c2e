import { ApiError, request } from "@/platform/http/client";
import { POST_LIMITS } from "../rules";
import type { Post, PostRevision, PostRevisionSummary, PostSummary } from "../schema";
import type { PostForm } from "./form";
import { payloadFromForm } from "./form";

const SAVE_FAILED = "Failed to save post. Please try again.";

/** A call of the posts API; a failure is an ApiError (a 409's body has the newer `current` post and `saved_by`; conflictOf reads them). */
async function call<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  try {
    return await request<T>(path, { ...options, fallback: SAVE_FAILED });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw new ApiError(SAVE_FAILED, 0);
    throw error;
  }
}

/** A 409's newer post and who saved it, or null for any other failure. */
export function conflictOf(error: unknown): { current: Post; savedBy: { name: string; email: string } | null } | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.body?.current) return null;
  return { current: error.body.current as Post, savedBy: (error.body.saved_by as { name: string; email: string } | null | undefined) ?? null };
}

const postPath = (slug: string) => `/api/posts/${encodeURIComponent(slug)}`;

export const loadPost = (slug: string) => call<Post>(postPath(slug));

/** The post's API address, as its editor names it (presence, issue 43 §4) and saves it. */
export const postAddress = (slug: string) => postPath(slug);

/** The post as stored now: by its slug, or, when another member gave it a new one, found by its id among the posts. */
export async function reloadPost(post: Pick<Post, "id" | "slug">): Promise<Post> {
  try {
    return await loadPost(post.slug);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const moved = (await call<PostSummary[]>(`/api/posts?limit=${POST_LIMITS.listMax}`)).find((p) => p.id === post.id);
    if (!moved) throw error;
    return loadPost(moved.slug);
  }
}

export const createPost = (form: PostForm) => call<Post>("/api/posts", { method: "POST", body: payloadFromForm(form) });

/** PATCH with the version the editor loaded: a newer save by someone else answers 409. */
export const updatePost = (slug: string, form: PostForm, version: number) =>
  call<Post>(postPath(slug), { method: "PATCH", body: { ...payloadFromForm(form), version } });

export const listRevisions = (slug: string) => call<PostRevisionSummary[]>(`${postPath(slug)}/revisions`);

export const loadRevision = (slug: string, id: number) => call<PostRevision>(`${postPath(slug)}/revisions/${id}`);

export const restoreRevision = (slug: string, id: number, version: number) =>
  call<Post>(`${postPath(slug)}/revisions/${id}/restore`, { method: "POST", body: { version } });
