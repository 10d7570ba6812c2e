/**
 * The page's path as the visitor's address shows it (with its language prefix), from
 * `usePathname()`: the server renders the internal route the proxy rewrote to
 * (`/site/{host}/{locale}/contact`, "default" for the site's own language), the browser
 * shows `/es/contact` or `/contact`. Both give the same answer, so the hidden field
 * that carries it hydrates unchanged.
 */
export function visiblePath(pathname: string | null | undefined): string {
  const path = pathname || "/";
  if (!path.startsWith("/site/")) return path;
  const [, , locale, ...rest] = path.split("/").filter(Boolean);
  const prefix = locale && locale !== "default" ? `/${locale}` : "";
  return `${prefix}/${rest.join("/")}`.replace(/\/$/, "") || "/";
}
