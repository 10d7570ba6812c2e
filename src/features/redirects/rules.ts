import { splitLocale } from "@/platform/i18n/locales";
import { SITE_PATH_PATTERN } from "@/platform/http/request-route";
import { isSitePath } from "@/platform/schema/url-page";

/**
 * The rules of the organization's redirects (docs/decisions.md "Addresses that keep
 * working (issue 43 §2)"). Pure: the store, the server's answer, the sitemap and the
 * slug changes of pages and posts all read them.
 */
export const REDIRECT_MESSAGES = {
  from: 'Please enter the old address as a path of this site (e.g., "/old-page"), without a query',
  to: 'Please enter the new address as a path of this site (e.g., "/new-page") or a full http(s) URL',
  loop: "A redirect cannot lead back to its own address",
  twice: (from: string) => `Two redirects leave from ${from}: keep one`,
} as const;

/** The longest address kept ("from" and "to"). */
export const MAX_REDIRECT_PATH = 500;
export const MAX_REDIRECT_URL = 2000;

const SITE_PATHS = new RegExp(`^${SITE_PATH_PATTERN}$`);

/** `/old/` → `/old`: one spelling per address (the server's canonical paths drop the trailing slash). */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") || "/" : path);

/**
 * "from" as stored: a path of this site's pages (not /api/, /_next/, /_onsite/ nor the
 * root's files), without query or fragment, no trailing slash; null when it is none.
 */
export function normalizeFrom(value: string): string | null {
  const path = withoutTrailingSlash(value.trim());
  if (!isSitePath(path) || path.includes("//") || /[?#\s]/.test(path) || !SITE_PATHS.test(path)) return null;
  return path;
}

/** Whether "to" is an absolute http(s) URL (the owner may send visitors to another site). */
export function isExternalTarget(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

/** "to" as stored: a path of this site (its query and fragment kept) or an absolute http(s) URL without credentials; null when it is neither. */
export function normalizeTo(value: string): string | null {
  const to = value.trim();
  if (isExternalTarget(to)) {
    try {
      const url = new URL(to);
      if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password || !url.hostname) return null;
      return /\s/.test(to) ? null : to;
    } catch {
      return null;
    }
  }
  if (!isSitePath(to) || /\s/.test(to)) return null;
  const at = to.search(/[?#]/);
  const path = at < 0 ? to : to.slice(0, at);
  if (path.includes("//")) return null;
  return withoutTrailingSlash(path) + (at < 0 ? "" : to.slice(at));
}

/** The path a site target leads to (without its query and fragment); null for an external URL. */
export function targetPath(to: string): string | null {
  if (isExternalTarget(to)) return null;
  return withoutTrailingSlash(to.split(/[?#]/)[0]!);
}

/** Adds a locale prefix to a site path ("/new" in de → "/de/new"), unless it has one. */
function prefixed(to: string, locale: string | null): string {
  if (!locale || isExternalTarget(to) || splitLocale(targetPath(to)!).locale) return to;
  return to === "/" || to.startsWith("/?") || to.startsWith("/#") ? `/${locale}${to.slice(1)}` : `/${locale}${to}`;
}

export type RedirectRule = { from_path: string; to_path: string };

/**
 * The redirect that answers a path (decoded, without query), and where it leads: the
 * one leaving from that very path, else, for a path with a language prefix, the one
 * leaving from the path without it, its target in the same language ("/de/old" →
 * "/de/new" by "/old" → "/new": a slug change keeps every language's old address).
 */
export function matchRedirect<R extends RedirectRule>(rules: ReadonlyMap<string, R>, path: string): { rule: R; to: string } | null {
  const asked = withoutTrailingSlash(path);
  const exact = rules.get(asked);
  if (exact) return { rule: exact, to: exact.to_path };
  const { locale, path: bare } = splitLocale(asked);
  if (!locale) return null;
  const rule = rules.get(bare);
  return rule ? { rule, to: prefixed(rule.to_path, locale) } : null;
}

/** Where a visitor is sent: the target, with the visitor's query when the target has none of its own (campaign tags survive). */
export function locationOf(to: string, search: string): string {
  if (!search || search === "?" || to.includes("?")) return to;
  const at = to.indexOf("#");
  return at < 0 ? to + search : to.slice(0, at) + search + to.slice(at);
}

export type Collapsed<R extends RedirectRule> = { ok: true; rules: R[] } | { ok: false; index: number; chain: string[] };

/**
 * Every rule's final target: a chain (A → B, B → C) becomes A → C for each rule in it,
 * so a visitor is sent once. A rule whose chain leads back to its own address (A → A,
 * A → B → A) is refused: `index` names the first such rule, `chain` the addresses.
 */
export function collapseRedirects<R extends RedirectRule>(list: readonly R[]): Collapsed<R> {
  const byFrom = new Map(list.map((rule) => [rule.from_path, rule]));
  const out: R[] = [];
  for (const [index, rule] of list.entries()) {
    const chain = [rule.from_path];
    let to = rule.to_path;
    const seen = new Set([rule.from_path]);
    for (;;) {
      const path = targetPath(to);
      if (path === null) break;
      if (seen.has(path)) return { ok: false, index, chain: [...chain, path] };
      const next = matchRedirect(byFrom, path);
      if (!next) break;
      chain.push(path);
      seen.add(path);
      // The query a hop's target carries stays with the hop that set it.
      to = next.to;
      if (chain.length > list.length + 1) return { ok: false, index, chain };
    }
    out.push({ ...rule, to_path: to });
  }
  return { ok: true, rules: out };
}
