import { splitLocale } from "@/platform/i18n/locales";
import { normalizeUrlPage } from "../schema";

/**
 * The stored page path of a url_page as a client sends it: trailing slashes,
 * query and a leading locale prefix dropped (`/es/about/` -> `/about`,
 * `/home` and `/fr` -> `/`). Sections are stored once per page, for every locale.
 */
export function toPagePath(urlPage: string): string {
  return normalizeUrlPage(splitLocale(normalizeUrlPage(urlPage)).path);
}
