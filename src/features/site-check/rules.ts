import { minContrast, AA_CONTRAST } from "@/platform/style/contrast";
import { splitLocale } from "@/platform/i18n/locales";

/**
 * The check before publishing (issue 43, item 3): pure rules over what a page
 * shows. The server half (./server) loads a page's or the whole site's content
 * and hands it to these; docs/decisions.md "A check before publishing".
 */

/** What is checked. */
export const CHECK_KINDS = ["broken_link", "missing_alt", "low_contrast", "missing_description", "long_title"] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** Search engines cut titles after about this many characters. */
export const TITLE_LIMIT = 60;

/** One problem found: what, where (page: stored path, null for the header, footer, banners and media library of every page), and the editor that fixes it. */
export type Finding = {
  kind: CheckKind;
  message: string;
  /** Stored path of the page ("/", "/about"); null: shown on every page (menus, banners, the media library). */
  page: string | null;
  locale: string;
  /** Which field holds it: "menu_items.4.url_name", "template_section.12.section_description". */
  field: string;
  /** The site address that opens the editor fixing it: the page (with its language prefix) and `#open=`/`#edit=` of the editing shell. */
  editor: string;
};

/** A finding before its message is written in a language: the message's parameters. */
export type RawFinding = Omit<Finding, "message"> & { params: Record<string, string | number> };

/** The places a link of the site may lead to: the known paths (no locale prefix, lower case) and the redirects' "from" addresses. */
export type KnownAddresses = { paths: ReadonlySet<string>; redirects: ReadonlySet<string> };

/** The site's own pages besides its pages and posts (src/app/site/[host]/[locale]/(site): lists, basket, account, sign-in, the dashboard). */
export const FIXED_PATHS = [
  "/",
  "/blog",
  "/help-center",
  "/products",
  "/basket",
  "/account",
  "/admin",
  "/login",
  "/signup",
  "/register",
  "/reset-password",
] as const;

/**
 * The site path a link names (`about`, `/about/`, `/es/about?x#y` → `/about`), or
 * null when it is no path of this site: empty, another site, an anchor, mail or
 * phone (those are not checked).
 */
export function sitePathOfLink(value: string, ownHosts: readonly string[] = []): string | null {
  let text = value.trim();
  const absolute = /^https?:\/\/([^/?#]+)(.*)$/i.exec(text);
  if (absolute) {
    if (!ownHosts.includes(absolute[1]!.toLowerCase())) return null;
    text = absolute[2] || "/";
  }
  if (!text || text.startsWith("#") || text.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  const bare = text.split(/[?#]/)[0]!;
  let decoded = bare;
  try {
    decoded = decodeURI(bare);
  } catch {
    // A malformed escape: checked as written.
  }
  const { path } = splitLocale("/" + decoded.replace(/^\/+/, ""));
  return path.replace(/\/+$/, "") || "/";
}

/** Whether a link leads nowhere on this site: a site path that is no page, post or fixed page and no redirect leaves from. Other sites' links are not checked. */
export function isBrokenLink(value: string, known: KnownAddresses, ownHosts: readonly string[] = []): boolean {
  const path = sitePathOfLink(value, ownHosts);
  if (path === null) return false;
  // Files and API addresses (the media library's images, downloads) are not pages.
  if (path.startsWith("/api/") || path.startsWith("/_next/")) return false;
  if (known.paths.has(path.toLowerCase())) return false;
  return !known.redirects.has(path);
}

// Sanitized rich text (sanitize-html's output): attributes double-quoted, values escaped.
const ANCHOR = /<a\b([^>]*)>/gi;
const IMAGE = /<img\b([^>]*?)\s*\/?>/gi;
const ATTRIBUTE = /([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const unescape = (value: string) =>
  value.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (m, name: string) => ({ amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'", "#x27": "'" })[name] ?? m);

function attributes(inner: string): Map<string, string> {
  return new Map([...inner.matchAll(ATTRIBUTE)].map((m) => [m[1]!.toLowerCase(), unescape(m[2] ?? m[3] ?? "")]));
}

/** The link targets (href) of rich text, in order. */
export function linksOfHtml(html: string | null | undefined): string[] {
  return [...(html ?? "").matchAll(ANCHOR)].map((m) => attributes(m[1]!).get("href") ?? "").filter(Boolean);
}

/** The images of rich text: address and alt text (null when the tag has no alt attribute). */
export function imagesOfHtml(html: string | null | undefined): { src: string; alt: string | null }[] {
  return [...(html ?? "").matchAll(IMAGE)].map((m) => {
    const found = attributes(m[1]!);
    return { src: found.get("src") ?? "", alt: found.has("alt") ? found.get("alt")! : null };
  });
}

/**
 * Whether an image lacks its text for people who cannot see it: no alt text of its
 * own, and not a media library file (whose alt text, or its decorative mark, the
 * page uses; the library's own files are checked as the library's).
 */
export function lacksAlt(image: { src: string; alt: string | null | undefined }, isLibraryFile: (src: string) => boolean): boolean {
  if (!image.src.trim()) return false;
  if (image.alt && image.alt.trim()) return false;
  return !isLibraryFile(image.src);
}

/**
 * The WCAG contrast of a chosen text colour on its background (a solid colour or a
 * gradient's stops; the lowest against any stop), or null when it passes AA for
 * normal text (4.5:1), no colour was chosen (the readable one is used) or a colour is unknown.
 */
export function lowContrast(text: string | null | undefined, stops: readonly (string | null | undefined)[]): number | null {
  if (!text) return null;
  const ratio = minContrast(text, stops);
  if (ratio === 0 || ratio >= AA_CONTRAST) return null;
  return Math.floor(ratio * 100) / 100;
}

/** Whether a page's title is longer than search engines show (60 characters, counted as a person reads them). */
export function titleTooLong(title: string): boolean {
  return [...title.trim()].length > TITLE_LIMIT;
}

/** Whether a meta description is missing (empty or blank). */
export function missingDescription(description: string | null | undefined): boolean {
  return !description || !description.trim();
}

/**
 * The whole site's findings without repeats: a finding of another language that
 * is the same as the default language's (the same field, kind and detail: the
 * text is not translated) is listed once, under the default language.
 */
export function withoutRepeats(findings: readonly RawFinding[], defaultLocale: string): RawFinding[] {
  // The place's name (a section's title) may be translated: not part of what the finding is.
  const key = (f: RawFinding) => JSON.stringify([f.kind, f.page, f.field, { ...f.params, where: undefined }]);
  const inDefault = new Set(findings.filter((f) => f.locale === defaultLocale).map(key));
  const seen = new Set<string>();
  return findings.filter((f) => {
    if (f.locale !== defaultLocale && inDefault.has(key(f))) return false;
    const k = `${f.locale} ${key(f)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
