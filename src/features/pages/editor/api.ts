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

/** The page as stored now, found among the site's pages (presence, issue 43 §4: another member saved it). */
export async function loadPage(id: number): Promise<Page> {
  const page = (await loadPages()).find((p) => p.id === id);
  if (!page) throw new Error(PAGE_MESSAGES.notFound);
  return page;
}

/** A page's API address, as its settings editor names it (presence) and saves it. */
export const pageAddress = (id: number) => `/api/pages/${id}`;

/** PATCH /api/pages/{id} with the version it was read at (a stale save answers 409). */
export function patchPage(id: number, body: PageInput & { version: number }): Promise<Page> {
  return apiFetch<Page>(`/api/pages/${id}`, { method: "PATCH", body, fallback: PAGE_MESSAGES.saveFailed });
}
