import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { loadFaqs } from "@/features/faqs/server";
import { localizedPost, posts } from "@/features/posts";
import { loadHelpArticles, loadPost } from "@/features/posts/server";
import { getDb, type Db } from "@/platform/db/client";
import { notFound, route } from "@/platform/http/errors";
import { clientAddress, rateLimitAddress } from "@/platform/http/client-address";
import { takeRateLimit } from "@/platform/http/rate-limit";
import { translated } from "@/platform/i18n/locales";
import { sanitizePostHtml } from "@/platform/sanitize/post-html";
import { sanitizeRichText } from "@/platform/sanitize/html";
import type { Site } from "@/platform/tenancy/organizations";
import { HELP_ERRORS } from "../rules";
import { helpArticleStats } from "../tables";
import type { HelpArticleRead, HelpContent, HelpFaq } from "../types";
import { pageLocale, siteLink, siteOfRequest } from "./site";

/** Articles the welcome view shows as popular. */
const POPULAR = 5;

/** The organization's FAQs in the page's language (each falls back to its stored text). */
export async function faqsIn(organizationId: number, locale: string): Promise<HelpFaq[]> {
  return (await loadFaqs(organizationId)).map((faq) => ({
    id: faq.id,
    question: translated(faq.question, faq.question_translation, locale),
    answer: sanitizeRichText(translated(faq.answer, faq.answer_translation, locale)),
  }));
}

/**
 * What the widget shows: the published help-center articles (with their text, for the
 * search in the browser), the most read of them, and the FAQs, in the page's language where
 * translated (issue 42: field by field, else the site's language). `articles_locale` is the
 * page's language when every article's title and content are translated in it, else the
 * site's (the widget then says the articles are written in it).
 */
export async function helpContent(site: Site, locale: string): Promise<HelpContent> {
  const organizationId = site.organization.id;
  const [articles, faqs, stats] = await Promise.all([
    loadHelpArticles(organizationId, locale),
    faqsIn(organizationId, locale),
    (await getDb())
      .select({ slug: helpArticleStats.slug })
      .from(helpArticleStats)
      .where(eq(helpArticleStats.organization_id, organizationId))
      .orderBy(desc(sql`${helpArticleStats.views} + 3 * ${helpArticleStats.helpful} - 3 * ${helpArticleStats.not_helpful}`))
      .limit(50),
  ]);
  const entries = articles.map((article) => ({
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    text: article.text,
    href: siteLink(site, locale, `/${article.slug}`),
  }));
  const rank = new Map(stats.map((row, index) => [row.slug, index]));
  const popular = [...entries]
    .sort((a, b) => (rank.get(a.slug) ?? 1e6) - (rank.get(b.slug) ?? 1e6))
    .slice(0, POPULAR)
    .map((entry) => ({ slug: entry.slug, title: entry.title, summary: entry.summary, href: entry.href }));
  const articlesLocale = articles.every((article) => article.localized) ? locale : site.settings.language;
  return { locale, articles_locale: articlesLocale, articles: entries, popular, faqs };
}

/** GET /api/help/content?locale= : the same for every visitor of the site. */
export const helpContentRoute = route(async (request) => {
  const site = await siteOfRequest(request);
  const locale = pageLocale(site, new URL(request.url).searchParams.get("locale"));
  return Response.json(await helpContent(site, locale), { headers: { "cache-control": "no-cache" } });
});

/** A shown help-center article of the organization, or null. */
async function helpArticle(organizationId: number, slug: string) {
  if (!(await loadHelpArticles(organizationId)).some((article) => article.slug === slug)) return null;
  return loadPost(organizationId, slug);
}

/** Counts one read in the widget (at most 30 a minute per address within a site: a script does not make an article popular). */
async function countView(request: Request, organizationId: number, slug: string) {
  try {
    takeRateLimit(`help-views:${organizationId}:${rateLimitAddress(clientAddress(request))}`, { max: 30, windowMs: 60_000 });
  } catch {
    return;
  }
  await (
    await getDb()
  )
    .insert(helpArticleStats)
    .values({ organization_id: organizationId, slug, views: 1 })
    .onConflictDoUpdate({
      target: [helpArticleStats.organization_id, helpArticleStats.slug],
      set: { views: sql`${helpArticleStats.views} + 1`, updated_at: new Date() },
    });
}

/** GET /api/help/articles/{slug}?locale= : the article to read inside the widget (sanitized, in the page's language where translated), counted as read. */
export const helpArticleRoute = route<{ slug: string }>(async (request, { slug }) => {
  const site = await siteOfRequest(request);
  const locale = pageLocale(site, new URL(request.url).searchParams.get("locale"));
  const stored = await helpArticle(site.organization.id, slug);
  if (!stored) throw notFound(HELP_ERRORS.articleNotFound);
  const post = localizedPost(stored, locale);
  await countView(request, site.organization.id, post.slug);
  const body: HelpArticleRead = {
    slug: post.slug,
    title: post.title,
    html: sanitizePostHtml(post.content ?? ""),
    href: siteLink(site, locale, `/${post.slug}`),
  };
  return Response.json(body, { headers: { "cache-control": "no-cache" } });
});

/** Whether the slug is a shown help-center article of the organization, read in the write's own transaction (no cached read). */
export async function isHelpArticle(tx: Db, organizationId: number, slug: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.organization_id, organizationId),
        eq(posts.slug, slug),
        eq(posts.kind, "post"),
        eq(posts.display_this_post, true),
        eq(posts.is_help_center, true),
      ),
    )
    .limit(1);
  return !!row;
}
