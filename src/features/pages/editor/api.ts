"use client";

import { apiFetch } from "@/platform/http/client";
import { PAGE_MESSAGES } from "../rules";
import type { Page, PageInput } from "../schema";

/** POST /api/pages; a failure throws ApiError with the server's message (and `field`), else the spec's default. */
export function postPage(body: PageInput): Promise<Page> {
  return apiFetch<Page>("/api/pages", { method: "POST", body, fallback: PAGE_MESSAGES.createFailed });
}
