"use client";

import { apiFetch } from "@/platform/http/client";
import type { HeadingInput, HeadingSection, HeadingUpdateInput } from "../schema";

/** Defaults of spec/editors.md §8 when the server gives no message. */
export const HEADING_UI_MESSAGES = {
  saveFailed: "Failed to save heading section",
  deleteFailed: "Failed to delete heading section",
  openFailed: "Failed to load heading section",
} as const;

const path = (id?: number) => (id === undefined ? "/api/template-heading-sections" : `/api/template-heading-sections/${id}`);

/** A stored heading's API address: what identifies it for presence and in the live stream's saves. */
export const headingPath = (id: number) => path(id);

export function fetchHeading(id: number) {
  return apiFetch<HeadingSection>(path(id), { fallback: HEADING_UI_MESSAGES.openFailed });
}

export function createHeading(body: HeadingInput) {
  return apiFetch<HeadingSection>(path(), { method: "POST", body, fallback: HEADING_UI_MESSAGES.saveFailed });
}

export function updateHeading(id: number, body: HeadingUpdateInput) {
  return apiFetch<HeadingSection>(path(id), { method: "PUT", body, fallback: HEADING_UI_MESSAGES.saveFailed });
}

export function deleteHeading(id: number) {
  return apiFetch<unknown>(path(id), { method: "DELETE", fallback: HEADING_UI_MESSAGES.deleteFailed });
}
