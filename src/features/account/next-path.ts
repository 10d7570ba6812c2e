/**
 * A redirect target after sign-in or registration: `next` only when it names a
 * page on this very origin, as path + query + hash; otherwise `fallback`.
 *
 * The value is resolved the way the browser will resolve it (`new URL` against
 * the page's origin) and the resulting origin compared, so tricks that a prefix
 * check misses (`/\evil.example`, `/<tab>/evil.example`, `//evil.example`,
 * `https://evil.example`, `javascript:...`) all fall back.
 */
export function safeNextPath(next: string | null | undefined, origin: string, fallback: string): string {
  if (!next) return fallback;
  let target: URL;
  try {
    target = new URL(next, origin);
  } catch {
    return fallback;
  }
  if (target.origin !== new URL(origin).origin) return fallback;
  return target.pathname + target.search + target.hash;
}
