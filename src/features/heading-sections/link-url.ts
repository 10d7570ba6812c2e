/**
 * Which button and link targets a heading accepts: http(s), mailto and tel
 * addresses and same-site paths ("/contact", "#top", "pricing?plan=pro").
 * Never another scheme (javascript:, data:, vbscript:, file:), a protocol-relative
 * "//host", control characters or HTML character references (a hidden scheme).
 */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

export function isSafeLinkUrl(url: string): boolean {
  const value = url.trim();
  if (!value || /[\u0000-\u001f\u007f]/.test(value) || /&#?[a-z0-9]+;/i.test(value)) return false;
  // Browsers ignore whitespace inside a scheme ("java script:").
  const compact = value.replace(/\s+/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) return ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase());
  if (/^[/\\]{2}/.test(compact)) return false;
  // A colon before the first "/", "?" or "#" would be read as a scheme by something.
  return !compact.split(/[/?#]/, 1)[0]!.includes(":");
}
