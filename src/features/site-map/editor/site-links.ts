import { splitLocale } from "@/platform/i18n/locales";
import type { SiteMap } from "../types";

/** A place of the site a link can lead to: a page, the products, a shown post, the blog, the help center. */
export type SiteLink = { title: string; path: string; group: "Pages" | "Blog and help center" | "Posts" | "Help center articles" };

/** The places of the site a link field offers, from its site map (no block anchors, no hidden posts, no menu entries). */
export function siteLinksOf(map: SiteMap): SiteLink[] {
  const shown = (kind: string) => kind !== "Hidden post";
  return [
    { title: map.home.title, path: "/", group: "Pages" as const },
    ...map.pages.filter((page) => page.path).map((page) => ({ title: page.title, path: page.path!, group: "Pages" as const })),
    // The site's own list of its products (Global Settings → Products): the hero button's default target.
    { title: "Products", path: "/products", group: "Pages" as const },
    { title: "Blog", path: "/blog", group: "Blog and help center" as const },
    { title: "Help center", path: "/help-center", group: "Blog and help center" as const },
    ...[...map.posts.blog, ...map.posts.other]
      .filter((post) => post.path && shown(post.kind))
      .map((post) => ({ title: post.title, path: post.path!, group: "Posts" as const })),
    ...map.posts.help_center
      .filter((post) => post.path && shown(post.kind))
      .map((post) => ({ title: post.title, path: post.path!, group: "Help center articles" as const })),
  ];
}

/**
 * The site path a link field's value names (`about`, `/about/`, `/es/about?x#y` →
 * `/about`), or null when it is no path of this site: empty, another site
 * (`https://…`, `//…`), an anchor, mail or phone.
 */
export function sitePathOf(value: string): string | null {
  const text = value.trim();
  if (!text || text.startsWith("#") || text.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  const bare = text.split(/[?#]/)[0]!;
  const { path } = splitLocale("/" + bare.replace(/^\/+/, ""));
  return path.replace(/\/+$/, "") || "/";
}

/** Whether a typed link leads to none of the site's places (false while nothing is known, or for a link to another site). */
export function isUnknownPath(value: string, links: SiteLink[] | undefined): boolean {
  const path = sitePathOf(value);
  if (path === null || !links) return false;
  return !links.some((link) => link.path === path.toLowerCase());
}
