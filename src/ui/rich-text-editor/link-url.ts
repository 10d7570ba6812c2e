/**
 * Which link targets the rich text editor accepts. Pure (no editor code), so a
 * form, a schema or a test can use it. It is at least as strict as the
 * sanitizer (src/platform/sanitize/html.ts): whatever it accepts is stored as is.
 */

export const LINK_URL_MESSAGES = {
  empty: "Please enter a URL",
  unsafe: "Links can only go to web pages (https://...), email (mailto:...), phone numbers (tel:...) or pages of this site (/about)",
} as const;

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * True for http(s), mailto and tel URLs and for same-site relative URLs ("/about",
 * "#top", "page?x=1"). False for other schemes (javascript:, data:, vbscript:,
 * file: ...), protocol-relative "//host" (it leaves the site), control characters,
 * HTML character references, and anything with a colon before its path that is not one of the allowed schemes.
 */
export function isSafeLinkUrl(url: string): boolean {
  const value = url.trim();
  if (!value || /[\u0000-\u001f\u007f]/.test(value)) return false;
  // HTML character references ("&#106;avascript:") are how schemes are hidden; a real URL has none.
  if (/&#?[a-z0-9]+;/i.test(value)) return false;
  // Browsers ignore whitespace inside a scheme ("java script:"), as the sanitizer does.
  const compact = value.replace(/\s+/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) return ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase());
  if (/^[/\\]{2}/.test(compact)) return false;
  // A colon before the first "/", "?" or "#" would be read as a scheme by something.
  const head = compact.split(/[/?#]/, 1)[0]!;
  return !head.includes(":");
}

const EMAIL = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/;
const DOMAIN = /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?([/?#]|$)/i;
const FILE_NAME = /^[^/?#]*\.(html?|php|aspx?|pdf|jpe?g|png|gif|svg|webp)([?#]|$)/i;

/**
 * What the user typed, as the link to store: trimmed, an email address as mailto:,
 * a bare domain ("example.com/x") as https. Null when it is empty or not allowed.
 */
export function normalizeLinkUrl(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  let url = value;
  if (EMAIL.test(value)) url = `mailto:${value}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(value) && DOMAIN.test(value) && !FILE_NAME.test(value)) url = `https://${value}`;
  return isSafeLinkUrl(url) ? url : null;
}

/** The message for what the user typed in the URL field, or null when it is fine. */
export function linkUrlError(input: string): string | null {
  if (!input.trim()) return LINK_URL_MESSAGES.empty;
  return normalizeLinkUrl(input) === null ? LINK_URL_MESSAGES.unsafe : null;
}
