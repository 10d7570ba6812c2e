/**
 * The inline style filter of landing pages (sanitizeLandingHtml). A landing page
 * is laid out by its own CSS, so any property may be used, but no value may run
 * code, load a script or hide a payload from this filter:
 * - no expression(), javascript:, vbscript:, data:, @import, behavior or -moz-binding;
 * - url() only around an http(s) address or a path of this site (not //host);
 * - no CSS escapes (\), comments, angle brackets, braces or control characters
 *   (the ways to spell a forbidden word past a filter), and balanced quotes.
 * A declaration that fails is dropped; the others are kept as `name:value`.
 */

// One pass, no backtracking over the value (it is trimmed afterwards): a long style cannot stall the server.
const DECLARATION = /^\s*(--[a-z0-9-]+|-?[a-z][a-z-]*)\s*:([^]*)$/i;
const FORBIDDEN_PROPERTY = /behavior|binding/i;
const FORBIDDEN_VALUE = /[\\<>{}\u0000-\u001f\u007f]|\/\*|expression|javascript|vbscript|data:|@import|image-set|behavior|binding/i;
const ANY_URL = /url\(/gi;
const SAFE_URL = /url\(\s*(["']?)(https?:\/\/[^"'()\s]+|\/(?![/\\])[^"'()\s]*)\1\s*\)/gi;

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

function safeValue(value: string): boolean {
  if (!value || FORBIDDEN_VALUE.test(value)) return false;
  if (count(value, /"/g) % 2 !== 0 || count(value, /'/g) % 2 !== 0) return false;
  return count(value, ANY_URL) === count(value, SAFE_URL);
}

/** The safe declarations of a style attribute, joined with ";" ("" when none is left). Idempotent. */
export function filterLandingStyle(style: string): string {
  const kept: string[] = [];
  for (const part of style.split(";")) {
    if (!part.trim()) continue;
    const match = DECLARATION.exec(part);
    if (!match) continue;
    const property = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (FORBIDDEN_PROPERTY.test(property) || !safeValue(value)) continue;
    kept.push(`${property}:${value}`);
  }
  return kept.join(";");
}
