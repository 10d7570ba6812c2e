import "server-only";
// What the public site reads of the posts: one shown post at its slug, the blog's
// pages, the home page's first-page posts, the help center's articles and the
// sitemap's addresses. Every read is of shown posts only (display_this_post) and
// cached until the organization's next save (src/platform/cache).
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { cachedRead, type Invalidation } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { translatedOr } from "@/platform/i18n/locales";
import { plainText } from "@/platform/sanitize/plain-text";
import type { TranslatableText } from "@/platform/translations/rules";
import { postSlugError } from "../rules";
import type { Post } from "../schema";
import { posts } from "../tables";
import { postTexts } from "../translations";
import { findPost } from "./queries";
import { postColumns, toPost } from "./records";

/** The key of the cached shown post at a slug (`/{slug}` reads it): a save of the post at that slug names it. */
export const postKey = (slug: string) => `post:${slug}`;

/** The key of the cached lists of posts (the blog, the home page's, the help center's, the sitemap's): every post save names it. */
export const POST_LISTS_KEY = "posts:lists";

/** What a save of the posts at these slugs changes (before and after a new slug): those posts, and the lists that may show them. */
export const postsChanged = (...slugs: string[]): Invalidation => ({ keys: [...new Set(slugs)].map(postKey).concat(POST_LISTS_KEY) });

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 10;
/** Posts in the home page's "Latest posts". */
export const FIRST_PAGE_POSTS = 3;
/** A summary made from the content is cut at this many characters. */
const SUMMARY_LENGTH = 200;
/** Text of a help-center article the search indexes. */
const SEARCH_TEXT_LENGTH = 20_000;

/** A post in a list: what a card shows. */
export type PostCard = { slug: string; title: string; summary: string; main_photo: string | null; created_on: string };
/** A help-center article: its card and the text the search reads. */
export type HelpArticle = PostCard & { text: string };
/** An article as read in a language: `localized` when its title and content both have a text of their own in it (never when none is asked for). */
export type LocalizedHelpArticle = HelpArticle & { localized: boolean };

const shownPost = (organizationId: number, ...more: SQL[]) =>
  and(eq(posts.organization_id, organizationId), eq(posts.kind, "post"), eq(posts.display_this_post, true), ...more)!;

const cardColumns = {
  slug: posts.slug,
  title: posts.title,
  description: posts.description,
  content: posts.content,
  main_photo: posts.main_photo,
  created_on: posts.created_on,
  title_translation: posts.title_translation,
  description_translation: posts.description_translation,
  content_translation: posts.content_translation,
};

type Translations = Record<string, string> | null;
type CardRow = {
  slug: string;
  title: string;
  description: string | null;
  content: string | null;
  main_photo: string | null;
  created_on: Date | string;
  title_translation?: Translations;
  description_translation?: Translations;
  content_translation?: Translations;
};

function cut(text: string, length: number) {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** The post's summary: its description, else its content's first words. */
export function summaryOf(description: string | null, content: string | null): string {
  return description?.trim() || cut(plainText(content ?? ""), SUMMARY_LENGTH);
}

/** A translation of a card's text in `locale`, else the text (issue 42: field by field, the `translated()` rule). */
const inLocale = (text: string | null, translations: Translations | undefined, locale: string | undefined) =>
  locale ? translatedOr(text, translations, locale) : text;

/** Whether a text has a translation of its own in `locale`. */
const hasTranslation = (translations: Translations | undefined, locale: string | undefined) => !!locale && !!translations?.[locale]?.trim();

/** The key of a cached list in `locale` (none: the site's language as stored). */
const listKey = (name: string, locale: string | undefined) => `${name}${locale ? ` ${locale}` : ""}`;

/** A post's card, its texts in `locale` where translated (none: the site's language). */
const toCard = (row: CardRow, locale?: string): PostCard => ({
  slug: row.slug,
  title: inLocale(row.title, row.title_translation, locale) ?? row.title,
  summary: summaryOf(inLocale(row.description, row.description_translation, locale), inLocale(row.content, row.content_translation, locale)),
  main_photo: row.main_photo,
  created_on: new Date(row.created_on).toISOString(),
});

/** The shown post at `slug` (a page's slug, a reserved or malformed one: null without a query). */
export async function loadPost(organizationId: number, slug: string | null): Promise<Post | null> {
  if (!slug || postSlugError(slug) !== null) return null;
  return cachedRead(organizationId, `posts:public ${slug}`, async () => findPost(await getDb(), organizationId, slug, false), postKey(slug));
}

/** One page of the blog (1-based), newest first, with the number of pages (at least 1); the cards' texts in `locale` where translated. */
export async function loadBlogPage(organizationId: number, page: number, locale?: string): Promise<{ posts: PostCard[]; pages: number }> {
  return cachedRead(
    organizationId,
    listKey(`posts:blog ${page}`, locale),
    async () => {
      const db = await getDb();
      const where = shownPost(organizationId, eq(posts.display_as_blog_post, true));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(cardColumns)
          .from(posts)
          .where(where)
          .orderBy(desc(posts.created_on), desc(posts.id))
          .limit(BLOG_PAGE_SIZE)
          .offset((page - 1) * BLOG_PAGE_SIZE),
        db.select({ total: count() }).from(posts).where(where),
      ]);
      return { posts: rows.map((row) => toCard(row, locale)), pages: Math.max(1, Math.ceil(Number(total) / BLOG_PAGE_SIZE)) };
    },
    POST_LISTS_KEY,
  );
}

/** The newest shown posts marked for the home page (is_displayed_first_page), their texts in `locale` where translated. */
export async function loadFirstPagePosts(organizationId: number, locale?: string): Promise<PostCard[]> {
  return cachedRead(
    organizationId,
    listKey("posts:first-page", locale),
    async () => {
      const rows = await (
        await getDb()
      )
        .select(cardColumns)
        .from(posts)
        .where(shownPost(organizationId, eq(posts.is_displayed_first_page, true)))
        .orderBy(desc(posts.created_on), desc(posts.id))
        .limit(FIRST_PAGE_POSTS);
      return rows.map((row) => toCard(row, locale));
    },
    POST_LISTS_KEY,
  );
}

/**
 * The help center's shown articles by help_center_order (then id), with their text for the search;
 * their title, summary and text in `locale` where translated (issue 42: field by field, cached per language).
 */
export async function loadHelpArticles(organizationId: number, locale?: string): Promise<LocalizedHelpArticle[]> {
  return cachedRead(
    organizationId,
    listKey("posts:help-center", locale),
    async () => {
      const rows = await (
        await getDb()
      )
        .select(cardColumns)
        .from(posts)
        .where(shownPost(organizationId, eq(posts.is_help_center, true)))
        .orderBy(asc(posts.help_center_order), asc(posts.id));
      return rows.map((row) => ({
        ...toCard(row, locale),
        text: plainText(inLocale(row.content, row.content_translation, locale) ?? "").slice(0, SEARCH_TEXT_LENGTH),
        localized: hasTranslation(row.title_translation, locale) && hasTranslation(row.content_translation, locale),
      }));
    },
    POST_LISTS_KEY,
  );
}

/** Every shown post's address and last save, and whether the blog and help center have anything (the sitemap). */
export async function loadSitemapPosts(organizationId: number) {
  return cachedRead(
    organizationId,
    "posts:sitemap",
    async () => {
      const rows = await (
        await getDb()
      )
        .select({ slug: posts.slug, updated_at: posts.updated_at, blog: posts.display_as_blog_post, help: posts.is_help_center })
        .from(posts)
        .where(shownPost(organizationId))
        .orderBy(desc(posts.created_on), desc(posts.id));
      return {
        posts: rows.map((row) => ({ slug: row.slug, updated: new Date(row.updated_at).toISOString() })),
        blog: rows.some((row) => row.blog),
        helpCenter: rows.some((row) => row.help),
      };
    },
    POST_LISTS_KEY,
  );
}

/**
 * Every shown post's translatable texts, by slug (the sitemap lists a post in a language only where
 * its translation meets the site's threshold, issue 42): one query for all of them, each post read as
 * its own page reads it (`toPost`), so its status is the one its hreflang and `noindex` follow. Not
 * cached (every post's content): only the sitemap of a site with a second published language reads it.
 */
export async function loadShownPostTexts(organizationId: number): Promise<Map<string, TranslatableText[]>> {
  const rows = await (await getDb()).select(postColumns).from(posts).where(shownPost(organizationId));
  return new Map(rows.map((row) => [row.slug, postTexts(toPost(row))]));
}
