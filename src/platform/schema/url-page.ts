import * as z from "zod";
import { splitLocale } from "../i18n/locales";

/** The spec's message for a missing or malformed url_page (template and heading sections). */
export const URL_PAGE_MESSAGE = 'Please enter a page URL (e.g., "/about" or "/")';

/** `/about/` -> `/about`; `/home` and `/` are the home page `/`. Locale prefixes are stripped by toPagePath. */
export function normalizeUrlPage(value: string): string {
  const path = "/" + value.trim().split(/[?#]/)[0]!.split("/").filter(Boolean).join("/");
  return path === "/home" ? "/" : path;
}

/**
 * The stored page path of a url_page as a client sends it: trailing slashes,
 * query and a leading locale prefix dropped (`/es/about/` -> `/about`,
 * `/home` and `/fr` -> `/`). Blocks are stored once per page, for every locale.
 */
export function toPagePath(urlPage: string): string {
  return normalizeUrlPage(splitLocale(normalizeUrlPage(urlPage)).path);
}

/**
 * Whether a link is a path of this site ("/offers"): it starts with one "/" and has no
 * backslash and no control character. Browsers read `\` as `/` and drop tabs and line
 * breaks, so `/\evil.example` or `/<tab>/evil.example` would go to another host.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value);
}

/** url_page in a request body: a site path ("/", "/about"), normalized (the write drops a locale prefix). */
export const urlPageSchema = z
  .string({ error: URL_PAGE_MESSAGE })
  .trim()
  .refine((v) => isSitePath(v) && !v.includes("//") && v.length <= 500, { error: URL_PAGE_MESSAGE })
  .transform(normalizeUrlPage);

/** The url_page query parameter of a list request, as a stored page path; null when no page can have it. */
export function pagePathParam(value: string | null): string | null {
  if (!value?.trim() || value.length > 500 || value.includes("\0")) return null;
  return toPagePath(value);
}
