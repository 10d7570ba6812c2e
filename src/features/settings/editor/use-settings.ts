"use client";

import { useQuery } from "@tanstack/react-query";
import { ApiError, request } from "@/platform/http/client";
import type { General } from "./general-tab";
import { blogDraftOf, blogPostsChanged, type BlogPostDraft } from "./blog-tab";
import { heroDataOf, heroDraftOf, type HeroDraft } from "./hero-tab";
import type { Item } from "./list-editor";
import { SETTINGS_LISTS } from "../lists";

/** What the modal edits: the General fields and the organization's lists. */
export type SettingsDraft = { general: General; hero: HeroDraft; blog: BlogPostDraft[]; lists: Record<string, Item[]> };
export type Loaded = { draft: SettingsDraft; version: number; raw: Record<string, unknown> };

function toDraft(body: Record<string, unknown>): SettingsDraft {
  const organization = body.organization as { name: string; type: string };
  const settings = body.settings as Record<string, unknown>;
  return {
    general: {
      name: organization.name,
      type: organization.type,
      site: String(settings.site ?? ""),
      image: String(settings.image ?? ""),
      language: String(settings.language ?? "en"),
      supported_locales: (settings.supported_locales as string[] | undefined) ?? [String(settings.language ?? "en")],
      draft_languages: (settings.draft_languages as string[] | undefined) ?? [],
      draft_language_visitors: settings.draft_language_visitors === "not_found" ? "not_found" : "default",
      translation_threshold: typeof settings.translation_threshold === "number" ? settings.translation_threshold : 100,
      with_language_switch: settings.with_language_switch === true,
      time_zone: String(settings.time_zone ?? "UTC"),
    },
    hero: heroDraftOf(body.website_hero as Record<string, unknown> | null),
    blog: blogDraftOf(body.blog_posts),
    lists: Object.fromEntries(SETTINGS_LISTS.map(({ key }) => [key, ((body[key] as Item[] | undefined) ?? []).map((item) => ({ ...item }))])),
  };
}

/**
 * The load and reload messages (spec/site-admin.md §5, §8). The error view shows
 * 'Failed to Load' and LOAD_FAILED above the reason, with Retry.
 */
export const SETTINGS_MESSAGES = {
  loadFailed: "Failed to load organization data. Please try again.",
  /** The session check named no organization for this site, or the server does not know it on this host (404). */
  noOrganization: "Organization not found for current domain",
  unreachable: (message: string) => `Failed to fetch organization: ${message}`,
  noData: "Organization data not found",
  failedStatus: (statusText: string) => `Failed to fetch organization data: ${statusText}`,
  loadFallback: "Failed to load data",
  sectionFailed: (section: string, statusText: string) => `Failed to fetch ${section} data: ${statusText}`,
  /** 401 on load. */
  noSessionLoad: "No active session found",
  /** 401 on save. */
  noSessionSave: "No active session",
  saveFallback: "Failed to save settings",
} as const;

/** The message of a failed load: the session, the organization, the server's error, its status text, else the fallback. */
export function loadFailure(response: Pick<Response, "status" | "statusText">, body: { error?: unknown } | null): ApiError {
  if (response.status === 401) return new ApiError(SETTINGS_MESSAGES.noSessionLoad, 401);
  if (response.status === 404) return new ApiError(SETTINGS_MESSAGES.noOrganization, 404);
  if (typeof body?.error === "string" && body.error) return new ApiError(body.error, response.status);
  return new ApiError(response.statusText ? SETTINGS_MESSAGES.failedStatus(response.statusText) : SETTINGS_MESSAGES.loadFallback, response.status);
}

/** GET /api/organizations/{id}, everything up front ('Loading settings...'). */
export async function loadSettings(organizationId: number | undefined): Promise<Loaded> {
  if (!organizationId) throw new ApiError(SETTINGS_MESSAGES.noOrganization, 404);
  let body: Record<string, unknown> | null;
  try {
    body = await request<Record<string, unknown> | null>(`/api/organizations/${organizationId}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 0) throw new ApiError(SETTINGS_MESSAGES.unreachable(error.networkMessage || SETTINGS_MESSAGES.loadFallback), 0);
    throw loadFailure(error, error.body);
  }
  if (!body || typeof body.organization !== "object" || body.organization === null || typeof body.settings !== "object")
    throw new ApiError(SETTINGS_MESSAGES.noData, 200);
  return { draft: toDraft(body), version: body.version as number, raw: body };
}

export function useSettings(organizationId: number | undefined) {
  return useQuery<Loaded, ApiError>({
    queryKey: ["global-settings", organizationId],
    retry: false,
    // Fresh on every opening (nothing kept once the modal closes), and never refetched
    // behind the user's back while it is open: a draft is compared with what it loaded.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: () => loadSettings(organizationId),
  });
}

/** An item as sent: the ids the editor gave new items (0 and below) left out, in its inner lists too (a category's services). */
function forSaving(item: Item): Record<string, unknown> {
  const { id, ...rest } = item;
  const fields = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      Array.isArray(value) && value.every((v) => v && typeof v === "object" && typeof (v as Item).id === "number") ? (value as Item[]).map(forSaving) : value,
    ]),
  );
  return id > 0 ? { id, ...fields } : fields;
}

/**
 * GET /api/organizations/{id}/sections/{name}: the saved tab's part, read again
 * after a save (spec/site-admin.md §4). Its keys replace the loaded ones.
 */
export async function reloadSection(organizationId: number, section: string, loaded: Loaded): Promise<Loaded> {
  let body: Record<string, unknown> | null;
  try {
    body = await request<Record<string, unknown> | null>(`/api/organizations/${organizationId}/sections/${section}`);
  } catch (error) {
    const failed = error instanceof ApiError ? error : new ApiError("", 0);
    throw new ApiError(SETTINGS_MESSAGES.sectionFailed(section, failed.statusText || (failed.status ? String(failed.status) : "network error")), failed.status);
  }
  if (!body) throw new ApiError(SETTINGS_MESSAGES.sectionFailed(section, "no data"), 200);
  const raw = { ...loaded.raw, ...body };
  return { ...loaded, raw, draft: toDraft(raw) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT /api/organizations/{id} with the version loaded (409 when older): the General
 * fields, and the hero and each list only when changed, so a list another editor
 * changed meanwhile (the header editor's menu, say) is not overwritten by an
 * untouched copy.
 */
export async function saveSettings(organizationId: number, draft: SettingsDraft, loaded: Loaded): Promise<void> {
  const { general } = draft;
  const lists = Object.fromEntries(
    Object.entries(draft.lists)
      .filter(([key, items]) => !same(items, loaded.draft.lists[key]))
      .map(([key, items]) => [key, items.map(forSaving)]),
  );
  const body = {
    settingsData: { ...general, site: general.site.trim() || null, image: general.image.trim() || null, time_zone: general.time_zone.trim() },
    ...(same(draft.hero, loaded.draft.hero) ? {} : { heroData: heroDataOf(draft.hero) }),
    ...(same(draft.blog, loaded.draft.blog) ? {} : { blog_posts: blogPostsChanged(draft.blog, loaded.draft.blog) }),
    ...lists,
    version: loaded.version,
  };
  try {
    await request(`/api/organizations/${organizationId}`, { method: "PUT", body, fallback: SETTINGS_MESSAGES.saveFallback });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw new ApiError(SETTINGS_MESSAGES.saveFallback, 0);
    // Spec §5: 'No active session' on save; else the server's words (the field they concern).
    if (error.status === 401) throw new ApiError(SETTINGS_MESSAGES.noSessionSave, 401);
    throw error;
  }
}
