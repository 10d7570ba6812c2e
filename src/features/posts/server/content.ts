import "server-only";
import { sanitizeLandingHtml, sanitizePostHtml } from "@/platform/sanitize/post-html";
import type { PostType } from "../rules";

/**
 * A post's content through the allow list of its type: a landing page's HTML
 * (layout, classes, filtered styles) or an article's (src/platform/sanitize/post-html.ts).
 * Used on write and on every read, so what is shown is never more than the list allows.
 */
export function sanitizePostContent(type: PostType | string, html: string | null | undefined): string {
  if (!html) return "";
  return type === "landing" ? sanitizeLandingHtml(html) : sanitizePostHtml(html);
}

/** A post's content translations (`content_translation`), each through the same allow list as the content; blank ones are dropped. */
export function sanitizeContentTranslations(type: PostType | string, map: Record<string, string> | null | undefined): Record<string, string> | null {
  if (!map) return null;
  const kept = Object.entries(map)
    .map(([locale, html]) => [locale, sanitizePostContent(type, html)] as const)
    .filter(([, html]) => html.trim() !== "");
  return kept.length ? Object.fromEntries(kept) : null;
}
