"use client";

import { useQuery } from "@tanstack/react-query";
import type { General } from "./general-tab";
import { blogDraftOf, blogPostsChanged, type BlogPostDraft } from "./blog-tab";
import { heroDataOf, heroDraftOf, type HeroDraft } from "./hero-tab";
import type { Item } from "./list-editor";
import { LISTS } from "./fields";

/** What the modal edits: the General fields and the organization's lists. */
export type SettingsDraft = { general: General; hero: HeroDraft; blog: BlogPostDraft[]; lists: Record<string, Item[]> };
export type Loaded = { draft: SettingsDraft; version: number; raw: Record<string, unknown> };

export class SettingsError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

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
      with_language_switch: settings.with_language_switch === true,
    },
    hero: heroDraftOf(body.website_hero as Record<string, unknown> | null),
    blog: blogDraftOf(body.blog_posts),
    lists: Object.fromEntries(Object.keys(LISTS).map((key) => [key, ((body[key] as Item[] | undefined) ?? []).map((item) => ({ ...item }))])),
  };
}

/** GET /api/organizations/{id}, everything up front ('Loading settings...'). */
export function useSettings(organizationId: number | undefined) {
  return useQuery<Loaded, SettingsError>({
    queryKey: ["global-settings", organizationId],
    enabled: !!organizationId,
    retry: false,
    // Fresh on every opening (nothing kept once the modal closes), and never refetched
    // behind the user's back while it is open: a draft is compared with what it loaded.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: async () => {
      const response = await fetch(`/api/organizations/${organizationId}`).catch(() => null);
      if (!response) throw new SettingsError("Failed to load data", 0);
      const body = await response.json().catch(() => null);
      if (!response.ok) throw new SettingsError(response.status === 401 ? "No active session" : (body?.error ?? "Failed to load data"), response.status);
      return { draft: toDraft(body), version: body.version as number, raw: body };
    },
  });
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
      .map(([key, items]) => [key, items.map(({ id, ...rest }) => (id > 0 ? { id, ...rest } : rest))]),
  );
  const body = {
    settingsData: { ...general, site: general.site.trim() || null, image: general.image.trim() || null },
    ...(same(draft.hero, loaded.draft.hero) ? {} : { heroData: heroDataOf(draft.hero) }),
    ...(same(draft.blog, loaded.draft.blog) ? {} : { blog_posts: blogPostsChanged(draft.blog, loaded.draft.blog) }),
    ...lists,
    version: loaded.version,
  };
  const response = await fetch(`/api/organizations/${organizationId}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
  if (!response) throw new SettingsError("Failed to save settings", 0);
  if (response.ok) return;
  const answer = await response.json().catch(() => null);
  throw new SettingsError(response.status === 401 ? "No active session found" : (answer?.error ?? "Failed to save settings"), response.status, answer?.field);
}
