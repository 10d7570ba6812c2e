import { PERSONAL_PAGES } from "./page-privacy";

/**
 * Prefetch of the site's own pages (DESIGN.md "Visitor pages: HTML first, islands":
 * navigation is plain links): every public page's answer names one rule set in its
 * `Speculation-Rules` header, and a browser that reads it fetches a same-site page
 * when the visitor's pointer rests on its link or presses it ("moderate"), so the next
 * page is often there before the click ends. One file for every page and every site:
 * the HTML stays the same bytes, and the page's Content-Security-Policy needs no inline
 * rules. Never prefetched: personal pages and the account pages (`/login`, …, with or
 * without a language prefix), addresses with a query (a search, a page of a list: a
 * prefetch must not ask what the visitor did not), the API, the product's files, and
 * links marked `rel=nofollow` or `data-no-prefetch`.
 */
export const SPECULATION_RULES_PATH = "/api/speculation-rules";

/** The header's value: a list of one string (RFC 8941), the rule set's address. */
export const SPECULATION_RULES_HEADER_VALUE = `"${SPECULATION_RULES_PATH}"`;

export const SPECULATION_RULES_CONTENT_TYPE = "application/speculationrules+json";

/** The pages a prefetch never asks for (base paths: the rules add the language prefix and what is below). */
export const NOT_PREFETCHED: readonly string[] = [...new Set([...PERSONAL_PAGES, "/login", "/signup", "/register", "/reset-password", "/invitation"])].sort();

function pathPatterns(path: string): string[] {
  return [path, `${path}/*`, `/:language${path}`, `/:language${path}/*`];
}

/** The rule set (https://wicg.github.io/nav-speculation/speculation-rules.html). Pure. */
export function speculationRules() {
  return {
    prefetch: [
      {
        source: "document",
        where: {
          and: [
            { href_matches: "/*" },
            { not: { href_matches: ["/api/*", "/_next/*", "/_onsite/*", ...NOT_PREFETCHED.flatMap(pathPatterns)] } },
            { not: { selector_matches: "[href*='?'], [rel~='nofollow'], [data-no-prefetch], [download]" } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  };
}
