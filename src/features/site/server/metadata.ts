import "server-only";
import type { Metadata } from "next";
import { loadPage } from "@/features/pages/server";
import { localizedPage, slugOfPath } from "@/features/pages";
import { loadPost, postAuthor, postsText, summaryOf } from "@/features/posts/server";
import { localizedPost, type Post } from "@/features/posts";
import { translatorFor } from "@/platform/i18n/messages";
import { isVideoUrl } from "@/platform/media/media";
import { plainText } from "@/platform/sanitize/plain-text";
import type { Site } from "@/platform/tenancy/organizations";
import { blogQuery } from "../public/post-pages";
import type { BlockList } from "../block-types";
import { loadPageBlocks } from "./registry";
import { siteAlternates } from "./site-urls";
import { offeredLocales, renderedPageTranslation, renderedPostTranslation } from "./translation";

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

const siteNameOf = (site: Site) => site.settings.site || site.organization.name;

/**
 * A public page's metadata: its own title (the layout adds " – Site"), its
 * description (the page's, else its first block's text), canonical URL and
 * hreflang alternates for the site's languages, and Open Graph. A post's come
 * from the post (postMetadata). `blocks`: the block registry (src/app/blocks.ts).
 */
export async function pageMetadata(blocks: BlockList, site: Site, locale: string, path: string): Promise<Metadata> {
  const organizationId = site.organization.id;
  const siteName = siteNameOf(site);
  const [found, blocksAt] = await Promise.all([path === "/" ? null : loadPage(organizationId, path), loadPageBlocks(blocks, organizationId, path)]);
  // An unpublished page is missing (issue 43 §1), as on the page itself.
  const unpublished = !!found && !found.display_this_post;
  const page = unpublished ? null : found;
  const pageBlocks = unpublished ? [] : blocksAt;
  // The same rule as the page itself (./public/site-page.tsx): nothing here is a 404.
  if (path !== "/" && !page && pageBlocks.length === 0) {
    const post = await loadPost(organizationId, slugOfPath(path));
    return post ? postMetadata(site, locale, path, post, offeredLocales(site, await renderedPostTranslation(site, post))) : notFoundMetadata(locale);
  }
  // Issue 42: hreflang names the languages the page is translated in at the site's threshold; under it, the page
  // in this language (its texts falling back to the site's language field by field) is kept out of search results.
  const offered = offeredLocales(site, await renderedPageTranslation(site, path, pageBlocks, page));
  const previews = pageBlocks.map(({ definition, block }) => definition.preview(block, locale));
  const description = cut((page && localizedPage(page, locale).description) || previews.map((p) => plainText(p.text ?? "")).find(Boolean) || "");
  const image = previews.map((p) => p.image).find((url): url is string => !!url && !isVideoUrl(url)) ?? site.settings.image ?? undefined;
  const { canonical, languages } = siteAlternates(site, locale, path, offered);
  // Issue 42: the page's title and meta description in this language where translated, else the site's language's.
  const pageTitle = page ? localizedPage(page, locale).title : null;
  const title = pageTitle ?? (path === "/" ? siteName : pathTitle(path));
  return {
    // The home page is the site itself: its name alone, not "Acme – Acme".
    // Blocks at a path without a page row (placed there before the page existed): named after the path.
    title: pageTitle ?? (path === "/" ? { absolute: siteName } : pathTitle(path)),
    description: description || undefined,
    alternates: { canonical, languages },
    ...(!offered.includes(locale) && { robots: { index: false, follow: true } }),
    openGraph: {
      type: "website",
      title,
      description: description || undefined,
      url: canonical,
      siteName,
      locale,
      images: image ? [{ url: absoluteUrl(image, canonical) }] : undefined,
    },
  };
}

/** A path with nothing to show (./public/missing-page.tsx): "Page not found" in the page's language, kept out of search results. */
export function notFoundMetadata(locale: string): Metadata {
  return { title: translatorFor(locale)("pageNotFoundTitle"), robots: { index: false } };
}

/** "/our-stories" → "Our stories". */
function pathTitle(path: string): string {
  const last = path.split("/").filter(Boolean).pop() ?? "";
  const words = last.replace(/-+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "";
}

/**
 * A post's page: its title, its meta description (else its summary), and an article's Open Graph with its main
 * photo, each in the page's language where translated (issue 42). `offered`: the languages its translation meets
 * the site's threshold in (hreflang); under it in this language, the page is kept out of search results.
 */
function postMetadata(site: Site, locale: string, path: string, stored: Post, offered: string[]): Metadata {
  const siteName = siteNameOf(site);
  const post = localizedPost(stored, locale);
  const description = cut(post.metadescription_for_page || summaryOf(post.description, post.content)) || undefined;
  const image = post.media_config.main_photo ?? site.settings.image ?? undefined;
  const { canonical, languages } = siteAlternates(site, locale, path, offered);
  const author = postAuthor(post, siteName);
  return {
    title: post.title,
    description,
    alternates: { canonical, languages },
    ...(!offered.includes(locale) && { robots: { index: false, follow: true } }),
    openGraph: {
      type: "article",
      title: post.title,
      description,
      url: canonical,
      siteName,
      locale,
      images: image ? [{ url: absoluteUrl(image, canonical) }] : undefined,
      publishedTime: post.created_on,
      modifiedTime: post.updated_at,
      authors: author ? [author] : undefined,
    },
  };
}

/** /blog and /help-center: their translated title, canonical (with the blog's page) and alternates. */
export function postListMetadata(site: Site, locale: string, which: "blog" | "help-center", page = 1): Metadata {
  const t = postsText(locale);
  const title = which === "blog" ? t("blogTitle") : t("helpTitle");
  const query = which === "blog" ? blogQuery(page) : "";
  const { canonical, languages } = siteAlternates(site, locale, `/${which}`);
  const withQuery = Object.fromEntries(Object.entries(languages).map(([language, url]) => [language, url + query]));
  return {
    title: page > 1 ? `${title} (${page})` : title,
    alternates: { canonical: canonical + query, languages: withQuery },
    openGraph: {
      type: "website",
      title,
      url: canonical + query,
      siteName: siteNameOf(site),
      locale,
      images: site.settings.image ? [{ url: absoluteUrl(site.settings.image, canonical) }] : undefined,
    },
  };
}

/** /products: its title is the organization type's products title (the breadcrumb's), with the site's alternates. */
export function productsMetadata(site: Site, locale: string): Metadata {
  const title = translatorFor(locale)("chrome.productsTitle", { type: site.organization.type });
  const { canonical, languages } = siteAlternates(site, locale, "/products");
  return {
    title,
    alternates: { canonical, languages },
    openGraph: {
      type: "website",
      title,
      url: canonical,
      siteName: siteNameOf(site),
      locale,
      images: site.settings.image ? [{ url: absoluteUrl(site.settings.image, canonical) }] : undefined,
    },
  };
}

/**
 * An image's address as Open Graph needs it: absolute, on the page's own origin when the
 * site stores a path (`/_onsite/…`, `/uploads/…`). Left relative, Next would prefix it with
 * its own fallback origin (`http://localhost:PORT`), which no crawler can fetch.
 */
function absoluteUrl(address: string, page: string) {
  try {
    return new URL(address, page).href;
  } catch {
    return address;
  }
}

function cut(text: string) {
  return text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}
