import { splitLocale } from "@/platform/i18n/locales";

/**
 * The base path (no locale prefix) of the address the visitor sees (`/es/about`, what
 * `usePath()` gives), or of the internal route the proxy rewrote it to
 * (`/site/{host}/{locale}/about`). Both give `/about`.
 */
export function basePath(pathname: string | null | undefined): string {
  const path = pathname || "/";
  if (path.startsWith("/site/")) return "/" + path.split("/").filter(Boolean).slice(3).join("/");
  return splitLocale(path).path;
}
