import { splitLocale } from "@/platform/i18n/locales";

// The same page-path rules as the other blocks (template sections): a hero is
// stored once per page, for every locale.

/** `/about/` -> `/about`; `/home` and `/` are the home page `/`. */
export function normalizeUrlPage(value: string): string {
  const path = "/" + value.trim().split(/[?#]/)[0]!.split("/").filter(Boolean).join("/");
  return path === "/home" ? "/" : path;
}

/** The stored page path of a url_page as a client sends it (`/es/about/` -> `/about`, `/fr` -> `/`). */
export function toPagePath(urlPage: string): string {
  return normalizeUrlPage(splitLocale(normalizeUrlPage(urlPage)).path);
}
