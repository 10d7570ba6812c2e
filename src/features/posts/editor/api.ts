import type { Post, PostRevision, PostRevisionSummary } from "../schema";
import type { PostForm } from "./form";
import { payloadFromForm } from "./form";

/** An answer of the posts API that is not a success: its message, field and (409) the newer version. */
export class PostApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    readonly current?: Post,
    readonly savedBy?: { name: string; email: string } | null,
  ) {
    super(message);
  }
}

const SAVE_FAILED = "Failed to save post. Please try again.";

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: init?.body ? { "content-type": "application/json" } : undefined });
  } catch {
    throw new PostApiError(SAVE_FAILED, 0);
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new PostApiError(body?.error || SAVE_FAILED, response.status, body?.field, body?.current, body?.saved_by);
  return body as T;
}

const postPath = (slug: string) => `/api/posts/${encodeURIComponent(slug)}`;

export const loadPost = (slug: string) => call<Post>(postPath(slug));

export const createPost = (form: PostForm) => call<Post>("/api/posts", { method: "POST", body: JSON.stringify(payloadFromForm(form)) });

/** PATCH with the version the editor loaded: a newer save by someone else answers 409. */
export const updatePost = (slug: string, form: PostForm, version: number) =>
  call<Post>(postPath(slug), { method: "PATCH", body: JSON.stringify({ ...payloadFromForm(form), version }) });

export const listRevisions = (slug: string) => call<PostRevisionSummary[]>(`${postPath(slug)}/revisions`);

export const loadRevision = (slug: string, id: number) => call<PostRevision>(`${postPath(slug)}/revisions/${id}`);

export const restoreRevision = (slug: string, id: number, version: number) =>
  call<Post>(`${postPath(slug)}/revisions/${id}/restore`, { method: "POST", body: JSON.stringify({ version }) });
