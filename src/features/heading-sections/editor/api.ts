"use client";

import { apiFetch } from "@/platform/http/client";
import type { HeadingSection } from "../schema";

/** Defaults of spec/editors.md §8 when the server gives no message. */
export const HEADING_UI_MESSAGES = {
  saveFailed: "Failed to save heading section",
  deleteFailed: "Failed to delete heading section",
  openFailed: "Failed to load heading section",
} as const;

/** Event other editors and the page listen to after a heading changed (spec/editors.md §7). */
export const HEADING_UPDATED_EVENT = "template-heading-section-updated";

/** Tells other editors a heading changed (with its id and what happened). */
export function announceHeadingChange(detail: { id: number; action: "created" | "updated" | "deleted" }) {
  window.dispatchEvent(new CustomEvent(HEADING_UPDATED_EVENT, { detail }));
}

const path = (id?: number) => (id === undefined ? "/api/template-heading-sections" : `/api/template-heading-sections/${id}`);

export function fetchHeading(id: number) {
  return apiFetch<HeadingSection>(path(id), { fallback: HEADING_UI_MESSAGES.openFailed });
}

export function createHeading(body: Record<string, unknown>) {
  return apiFetch<HeadingSection>(path(), { method: "POST", body, fallback: HEADING_UI_MESSAGES.saveFailed });
}

export function updateHeading(id: number, body: Record<string, unknown>) {
  return apiFetch<HeadingSection>(path(id), { method: "PUT", body, fallback: HEADING_UI_MESSAGES.saveFailed });
}

export function deleteHeading(id: number) {
  return apiFetch<unknown>(path(id), { method: "DELETE", fallback: HEADING_UI_MESSAGES.deleteFailed });
}
