"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/platform/http/client";
import type { TemplateSection } from "../schema";

export const SECTION_MESSAGES_UI = {
  saveFailed: "Failed to save section",
  deleteFailed: "Failed to delete section",
  loadFailed: "Failed to refresh section data",
} as const;

/** Event other editors and the page listen to after a section changed (spec/editors.md §7). */
export const SECTION_UPDATED_EVENT = "template-section-updated";

let announcing = false;

/** Tells other editors a section changed. The page's own list was refetched already, so its listener skips this one. */
export function announceSectionChange() {
  announcing = true;
  try {
    window.dispatchEvent(new Event(SECTION_UPDATED_EVENT));
  } finally {
    announcing = false;
  }
}

/** Listens for section changes made elsewhere (other editors); returns the cleanup. */
export function onSectionChangedElsewhere(listener: () => void): () => void {
  const handle = () => !announcing && listener();
  window.addEventListener(SECTION_UPDATED_EVENT, handle);
  return () => window.removeEventListener(SECTION_UPDATED_EVENT, handle);
}

export const sectionsKey = (urlPage: string) => ["template-sections", urlPage] as const;

/** The page's sections, in order, with their metrics. */
export function useSections(urlPage: string) {
  return useQuery({
    queryKey: sectionsKey(urlPage),
    queryFn: async () => {
      const data = await apiFetch<TemplateSection[] | { sections: TemplateSection[] }>(`/api/template-sections?url_page=${encodeURIComponent(urlPage)}`, {
        fallback: SECTION_MESSAGES_UI.loadFailed,
      });
      return Array.isArray(data) ? data : (data?.sections ?? []);
    },
  });
}

/** Refetches the page's sections and returns the fresh list. */
export function useRefetchSections(urlPage: string) {
  const client = useQueryClient();
  return async () => {
    await client.refetchQueries({ queryKey: sectionsKey(urlPage) });
    return client.getQueryData<TemplateSection[]>(sectionsKey(urlPage)) ?? [];
  };
}

export function createSection(body: Record<string, unknown>) {
  return apiFetch<TemplateSection>("/api/template-sections", { method: "POST", body, fallback: SECTION_MESSAGES_UI.saveFailed });
}

export function updateSection(id: number, body: Record<string, unknown>) {
  return apiFetch<TemplateSection>(`/api/template-sections/${id}`, { method: "PUT", body, fallback: SECTION_MESSAGES_UI.saveFailed });
}

export function deleteSection(id: number) {
  return apiFetch<unknown>(`/api/template-sections/${id}`, { method: "DELETE", fallback: SECTION_MESSAGES_UI.deleteFailed });
}
