import "server-only";

/** The five entities XML predefines; any other named reference is an error in an SVG without a DTD (refused). */
const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * The text with its character references resolved (`&#106;` and `&#x6A;` are "j"), as
 * the browser's parser resolves them before any attribute is used; null when a
 * reference is not one XML knows (an HTML one like `&colon;` has no meaning there).
 */
function decodeReferences(text: string): string | null {
  let unknown = false;
  const decoded = text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (_, ref: string) => {
    if (ref[0] !== "#") return XML_ENTITIES[ref] ?? ((unknown = true), "");
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ((unknown = true), "");
  });
  return unknown ? null : decoded;
}

/**
 * The document's CSS that could call a function: `<style>` contents, and attribute
 * values with a "(" (style="", fill="url(...)"). A CSS escape cannot spell the "(" of a
 * function, so a value without one (a file name like "C:\\logo.svg") is no CSS risk.
 */
function cssTexts(text: string): string[] {
  const styles = [...text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]!);
  const attributes = [...text.matchAll(/=\s*(["'])([\s\S]*?)\1/g)].map((m) => m[2]!).filter((value) => value.includes("("));
  return [...styles, ...attributes];
}

/**
 * Whether an SVG is safe to serve from the site's own origin: no scripts, no event
 * handlers, no external references (href, url(), image-set(), @import to anything but
 * a fragment of itself), no animation that sets a link (`<animate>`/`<set>` on href),
 * no embedded documents and no entity declarations. Character references are resolved
 * first and CSS escapes are refused, so neither can hide any of it. The library
 * refuses an SVG that fails (it does not rewrite it), and serves the ones it keeps
 * with a sandboxing Content-Security-Policy besides.
 */
export function isSafeSvg(bytes: Uint8Array): boolean {
  let raw: string;
  try {
    raw = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // Entities could smuggle any of what follows past the checks.
  if (/<!ENTITY/i.test(raw)) return false;
  const text = decodeReferences(raw);
  if (text === null) return false;
  if (/<\s*(script|foreignObject|iframe|embed|object|handler|listener)\b/i.test(text)) return false;
  // Event handlers (onload=, onclick= ...), in any case and with any spacing.
  if (/[\s"'/]on[a-z]+\s*=/i.test(text)) return false;
  // Browsers drop tabs and line breaks inside a scheme ("java\tscript:").
  const compact = text.replace(/[\s\u0000-\u001f]+/g, "");
  if (/javascript:|vbscript:|data:text\/html/i.test(compact)) return false;
  // An animation can give any attribute a value after the checks: none may touch a link (or an event).
  for (const match of text.matchAll(/<\s*(?:[\w-]+:)?(animate\w*|set)\b[^>]*>/gi)) {
    if (/attributeName\s*=\s*(["'])\s*(?:[\w-]+:)?(href|on\w*)\s*\1/i.test(match[0])) return false;
  }
  // Every href must point inside the document.
  for (const match of text.matchAll(/(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gis)) if (!match[2]!.trim().startsWith("#")) return false;
  for (const match of text.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gis)) if (!match[2]!.trim().startsWith("#")) return false;
  // image-set("https://...") loads without url(); @import loads a style sheet.
  if (/image-set\s*\(|@import/i.test(text)) return false;
  // A CSS escape spells any of these ("u\72l(", "\69mage-set("): none in style sheets or attribute values.
  if (cssTexts(text).some((css) => css.includes("\\"))) return false;
  return true;
}
