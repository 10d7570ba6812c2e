/**
 * Which site pages are personal: rendered from the session of the person
 * asking (their name, their email). Every other page is the same bytes for
 * every visitor and says so in its own `Cache-Control`, which is what lets the
 * front cache keep it (src/platform/cache/front-cache.ts keeps only answers that
 * are public by their own header, never one that says private or no-store).
 *
 * `src/proxy.ts` labels each page on the path Next routes (after its own URL
 * parsing); a page that reads the session (`currentUser()`) refuses to render
 * under the public label, so a new personal page cannot be shared by mistake:
 * list it here.
 */
export const PERSONAL_PAGES: ReadonlySet<string> = new Set([
  "/account",
  "/admin",
  "/admin/check",
  "/account/profile/tickets",
  "/confirm-email",
  "/cancel-meeting",
]);

/** Browsers and shared caches may keep a public page but must ask each time (an ETag answers 304). */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** Next's own label for a page rendered per request, kept for personal pages. */
export const PERSONAL_PAGE_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/** The request header the proxy sets on page renders: `public` or `personal`. */
export const PAGE_PRIVACY_HEADER = "x-onsite-page-privacy";

/** True for a personal page's path without locale prefix (`/account`, `/account/`). */
export const isPersonalPage = (path: string) => PERSONAL_PAGES.has(path.replace(/\/+$/, "") || "/");

/** True when a `Cache-Control` value lets a shared cache keep the answer: `public`, and neither `private` nor `no-store`. */
export function isPublicCacheControl(value: unknown): boolean {
  const directives = String(value ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim().split("=")[0]);
  return directives.includes("public") && !directives.includes("private") && !directives.includes("no-store");
}

/**
 * The header on a redirect answer of the organization's (issue 43 §2) that names the
 * redirect, for the front thread: it keeps the answer like a page, counts the redirect's
 * hits when it serves the kept copy, and takes the header off before a visitor sees it.
 */
export const REDIRECT_ID_HEADER = "x-onsite-redirect";
