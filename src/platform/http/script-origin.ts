/**
 * Declared scripts' origins (docs/decisions.md, "Scripts loaded after consent"): what a
 * page's Content-Security-Policy may allow beside 'self'. No Node modules: the consent
 * schema checks addresses with it in the browser too.
 */
/** An origin a policy may name: http(s), a lower-case host name or IP literal, an optional port; nothing else. */
export const SAFE_ORIGIN = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin (scheme, host, port) of a declared script's address, or null when it is not
 * an http(s) URL whose origin can be written into a policy as is (no wildcard, quote,
 * semicolon, space or comma can get through: the result matches SAFE_ORIGIN).
 */
export function scriptOrigin(url: unknown): string | null {
  if (typeof url !== "string" || !url.trim() || /[\s"'`;,<>\\]/.test(url.trim())) return null;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    if (parsed.username || parsed.password) return null;
    return SAFE_ORIGIN.test(parsed.origin) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The distinct safe origins of some declared script addresses, sorted (a stable policy). */
export function scriptOrigins(urls: readonly unknown[]): string[] {
  return [...new Set(urls.map(scriptOrigin).filter((origin): origin is string => origin !== null))].sort();
}
