"use client";

import { useQuery } from "@tanstack/react-query";
import { toFaqEntry } from "@/features/faqs";
import { toListingEntry } from "@/features/listings";
import type { HelpArticle, PostCard } from "@/features/posts";
import { toPricingPlan } from "@/features/products";
import { toReviewEntries } from "@/features/reviews";
import { apiFetch } from "@/platform/http/client";
import { storedText, type StoredRow } from "@/platform/schema";
import type { SectionType } from "../schema";
import type { SectionContent } from "../types/content";

/** What the preview of a type needs of the site: its organization, default language, time zone and name. */
export type PreviewSite = { organizationId: number; defaultLanguage: string; timeZone: string; name: string };

type Row = StoredRow;
const text = storedText;
const rows = (body: Row | null, key: string): Row[] => (Array.isArray(body?.[key]) ? (body[key] as Row[]) : []);

/** One Global Settings tab's part, as the settings re-read it (members): GET /api/organizations/{id}/sections/{tab}. */
const settingsPart = (site: PreviewSite, tab: string) =>
  apiFetch<Row | null>(`/api/organizations/${site.organizationId}/sections/${tab}`, { fallback: "Failed to load the preview" });

/** The shown posts of one kind (the blog's, the help center's), as the public posts API lists them. */
const shownPosts = (filter: string, limit: number) =>
  apiFetch<Row[]>(`/api/posts?${filter}=true&display_this_post=true&limit=${limit}`, { fallback: "Failed to load the preview" });

const toCard = (row: Row): PostCard => ({
  slug: text(row.slug),
  title: text(row.title),
  summary: text(row.description),
  main_photo: text(row.main_photo) || null,
  created_on: text(row.created_on),
});

/**
 * Each type's data as the public page gets it (server/content.ts), read in the
 * editor through the APIs members already use: the Global Settings tabs' reads for
 * FAQs, reviews, pricing plans and listings, the posts list for articles. The rows
 * are shaped as the public reads shape them, so the type's own view renders them.
 */
const LOADERS: Partial<Record<SectionType, (site: PreviewSite) => Promise<SectionContent>>> = {
  faq: async (site) => ({ faqs: rows(await settingsPart(site, "faqs"), "faqs").map(toFaqEntry) }),
  reviews: async (site) => ({ reviews: toReviewEntries(rows(await settingsPart(site, "reviews"), "reviews")) }),
  pricing_plans: async (site) => ({ plans: rows(await settingsPart(site, "products"), "pricing_plans").map(toPricingPlan) }),
  real_estate: async (site) => ({ listings: rows(await settingsPart(site, "listings"), "listings").map(toListingEntry) }),
  article_slider: async () => ({ posts: (await shownPosts("display_as_blog_post", 10)).map(toCard) }),
  help_center: async () => ({ articles: (await shownPosts("is_help_center", 100)).map((row): HelpArticle => ({ ...toCard(row), text: "" })) }),
};

/** True when the loaded content has nothing the type would show (the preview then shows the starter examples). */
export function isEmptyContent(content: SectionContent): boolean {
  const lists = [content.faqs, content.reviews, content.plans, content.listings, content.posts, content.articles].filter((list) => list !== undefined);
  return lists.length > 0 && lists.every((list) => list.length === 0);
}

/**
 * The site's own data of a type, loaded when the type is chosen in the editor (and
 * kept for the editor's life, so switching back does not read it again). `null`
 * data: the type has none of its own (general, brand, contact: the section's fields).
 */
export function useTypeContent(type: SectionType, site: PreviewSite | null) {
  const load = LOADERS[type];
  return useQuery({
    queryKey: ["section-type-content", type, site?.organizationId ?? 0],
    queryFn: async (): Promise<SectionContent> => {
      const content = await load!(site!);
      return { ...content, site: { defaultLanguage: site!.defaultLanguage, timeZone: site!.timeZone, name: site!.name } };
    },
    enabled: !!load && !!site,
    staleTime: Infinity,
    retry: false,
  });
}

/** Whether a type's preview loads data of the site's own (the others preview the section's fields). */
export const loadsContent = (type: SectionType) => type in LOADERS;
