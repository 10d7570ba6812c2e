"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/platform/http/client";
import type { SectionInput, SectionUpdateInput, TemplateSection } from "../schema";

export const SECTION_MESSAGES_UI = {
  saveFailed: "Failed to save section",
  deleteFailed: "Failed to delete section",
  loadFailed: "Failed to refresh section data",
  openFailed: "Failed to load section",
} as const;

/**
 * One section, with its metrics. The page's list is not fetched: the Edit
 * buttons come from the server-rendered HTML, and each section is loaded when
 * its editor opens.
 */
export const sectionKey = (id: number) => ["template-section", id] as const;

export function fetchSection(id: number, fallback: string = SECTION_MESSAGES_UI.loadFailed) {
  return apiFetch<TemplateSection>(`/api/template-sections/${id}`, { fallback });
}

/** Loads the section fresh (for an editor about to open, or after a metric change) and shares it with useSectionRecord. */
export function useLoadSection() {
  const client = useQueryClient();
  return (id: number, fallback?: string) => client.fetchQuery({ queryKey: sectionKey(id), queryFn: () => fetchSection(id, fallback), staleTime: 0 });
}

/**
 * The live record of the section open in the editor: what was loaded when it
 * opened, then each explicit reload (useLoadSection) or conflict answer. `null` in create mode.
 */
export function useSectionRecord(section: TemplateSection | null): TemplateSection | null {
  const query = useQuery({
    queryKey: sectionKey(section?.id ?? 0),
    queryFn: () => fetchSection(section!.id),
    enabled: section !== null,
    initialData: section ?? undefined,
    staleTime: Infinity,
  });
  return section ? (query.data ?? section) : null;
}

export function createSection(body: SectionInput) {
  return apiFetch<TemplateSection>("/api/template-sections", { method: "POST", body, fallback: SECTION_MESSAGES_UI.saveFailed });
}

export function updateSection(id: number, body: SectionUpdateInput) {
  return apiFetch<TemplateSection>(`/api/template-sections/${id}`, { method: "PUT", body, fallback: SECTION_MESSAGES_UI.saveFailed });
}

export function deleteSection(id: number) {
  return apiFetch<unknown>(`/api/template-sections/${id}`, { method: "DELETE", fallback: SECTION_MESSAGES_UI.deleteFailed });
}
