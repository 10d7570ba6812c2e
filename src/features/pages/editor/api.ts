"use client";

import { apiFetch } from "@/platform/http/client";
import { PAGE_MESSAGES } from "../rules";
import type { Page, PageInput } from "../schema";

/** POST /api/pages; a failure throws ApiError with the server's message (and `field`), else the spec's default. */
export function postPage(body: PageInput): Promise<Page> {
  return apiFetch<Page>("/api/pages", { method: "POST", body, fallback: PAGE_MESSAGES.createFailed });
}

/** GET /api/pages: the site's pages (the page settings editor finds its page among them). */
export function loadPages(): Promise<Page[]> {
  return apiFetch<Page[]>("/api/pages", { fallback: PAGE_MESSAGES.notFound });
}

/** PATCH /api/pages/{id} with the version it was read at (a stale save answers 409). */
export function patchPage(id: number, body: PageInput & { version: number }): Promise<Page> {
  return apiFetch<Page>(`/api/pages/${id}`, { method: "PATCH", body, fallback: PAGE_MESSAGES.saveFailed });
}
