/**
 * The page's path as the visitor's address shows it (with its language prefix), from
 * `usePath()` (already that path: `/es/contact` or `/contact`) or from the internal route
 * the proxy rewrote it to (`/site/{host}/{locale}/contact`, "default" for the site's own
 * language). Both give the same answer, so the hidden field that carries it hydrates unchanged.
 */
export function visiblePath(pathname: string | null | undefined): string {
  const path = pathname || "/";
  if (!path.startsWith("/site/")) return path;
  const [, , locale, ...rest] = path.split("/").filter(Boolean);
  const prefix = locale && locale !== "default" ? `/${locale}` : "";
  return `${prefix}/${rest.join("/")}`.replace(/\/$/, "") || "/";
}
