import "server-only";
import { loadPolicy } from "@/features/consent/server";
import { loadFaqs } from "@/features/faqs/server";
import { loadListings } from "@/features/listings/server";
import { loadBlogPage, loadHelpArticles } from "@/features/posts/server";
import { loadPricingPlans } from "@/features/products/server";
import { loadReviews } from "@/features/reviews/server";
import { cachedRead, SETTINGS_KEY } from "@/platform/cache";
import { loadSite } from "@/platform/tenancy/organizations";
import type { TemplateSection } from "../schema";
import type { PageSection, SectionContent } from "../types/content";
import { sectionTypeOf } from "../types/registry";

/** Newest blog posts an article slider shows (the blog's first page). */
export const ARTICLE_SLIDER_POSTS = 10;

/**
 * Where each type's data comes from: the owning feature's cached public reads
 * (each cached until the organization's next save), so a page stays one HTML
 * for every visitor. A type without an entry shows only its section's fields.
 */
/** The site's default language and time zone (the same cached read as the site's host lookup). */
async function siteFacts(organizationId: number): Promise<NonNullable<SectionContent["site"]>> {
  const site = await cachedRead(organizationId, "site", () => loadSite(organizationId), SETTINGS_KEY);
  return {
    defaultLanguage: site?.settings.language ?? "en",
    timeZone: site?.settings.time_zone ?? "UTC",
    name: site?.settings.site || site?.organization.name || "",
  };
}

/** A type's data; `locale`: the page's language (the posts' texts in it where translated, cached per language). */
type Loader = (organizationId: number, locale: string | undefined) => Promise<SectionContent>;

const LOADERS: Partial<Record<ReturnType<typeof sectionTypeOf>["type"], Loader>> = {
  faq: async (organizationId) => ({ faqs: await loadFaqs(organizationId) }),
  // Read at render time from the cached policy (dropped by every settings save, as the Cookies tab's is).
  cookie_policy: async (organizationId) => ({
    cookieCategories: (await loadPolicy(organizationId)).categories.map((category) => ({
      ...category,
      services: category.services.map(({ id, name, description, description_translation }) => ({ id, name, description, description_translation })),
    })),
  }),
  pricing_plans: async (organizationId) => ({ plans: await loadPricingPlans(organizationId) }),
  reviews: async (organizationId) => {
    const [reviews, site] = await Promise.all([loadReviews(organizationId), siteFacts(organizationId)]);
    return { reviews, site };
  },
  real_estate: async (organizationId) => ({ listings: await loadListings(organizationId) }),
  // Issue 42: the posts' titles, summaries (and the articles' searched text) in the page's language where translated.
  article_slider: async (organizationId, locale) => {
    const [page, site] = await Promise.all([loadBlogPage(organizationId, 1, locale), siteFacts(organizationId)]);
    return { posts: page.posts.slice(0, ARTICLE_SLIDER_POSTS), site };
  },
  help_center: async (organizationId, locale) => {
    const [articles, site] = await Promise.all([loadHelpArticles(organizationId, locale), siteFacts(organizationId)]);
    return { articles, site };
  },
};

/** The page's sections with their types' content, each type's data read once per page (in `locale`, the page's language, where it has one). */
export async function withSectionContent(organizationId: number, sections: TemplateSection[], locale?: string): Promise<PageSection[]> {
  const types = new Set(sections.map((section) => sectionTypeOf(section).type));
  const loaded = new Map(
    await Promise.all(
      [...types].flatMap((type) => {
        const load = LOADERS[type];
        return load ? [load(organizationId, locale).then((content) => [type, content] as const)] : [];
      }),
    ),
  );
  return sections.map((section) => ({ ...section, content: loaded.get(sectionTypeOf(section).type) ?? {} }));
}
