/**
 * The request headers through which the proxy (src/proxy.ts) hands the App Router's
 * site layout the address the visitor asked for: its path as the address bar shows it
 * (`/es/about`, with the language prefix) and its query (`?contact=sent`, or ""). The
 * proxy always sets both, overwriting whatever a client sent.
 */
export const PATH_HEADER = "x-onsite-path";
export const SEARCH_HEADER = "x-onsite-search";
