import { flattenTooDeep } from "./depth";
import sanitizeHtml from "sanitize-html";

/**
 * Rich text allow list (spec/visitor.md "Rich text"): only these tags, with
 * href (links only), class and style. Disallowed tags are removed but their text
 * is kept, except for the tags in DROPPED_WITH_CONTENT whose content goes too.
 */
const ALLOWED_TAGS = ["p", "br", "strong", "em", "ul", "ol", "li", "a", "span"];
const DROPPED_WITH_CONTENT = ["script", "style", "iframe", "noscript", "textarea", "option", "template", "title", "object"];

/** Safe CSS values: plain words, numbers with units, colours. No url(), no expression(). */
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^[a-z]+$/i, /^(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\)$/i, /^var\(--color-[a-z]+(-\d{2,3})?\)$/];
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: COLOR,
  "background-color": COLOR,
  "font-weight": [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
  "font-style": [/^(normal|italic|oblique)$/i],
  "text-decoration": [/^(none|underline|overline|line-through)(\s+(solid|double|dotted|dashed|wavy))?$/i],
  "text-align": [/^(left|right|center|justify|start|end)$/i],
  "font-size": [/^\d+(\.\d+)?(px|em|rem|%|pt)$/i, /^(xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$/i],
};

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "class", "style"], "*": ["class", "style"] },
  allowedStyles: { "*": ALLOWED_STYLES },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false, // "//evil.example" leaves the site; only same-site relative URLs
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
};

/** Sanitize rich text on write and on render. Idempotent. Markup nested deeper than any text needs is read as its text (./depth.ts). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(flattenTooDeep(html), RICH_TEXT_OPTIONS);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Plain text of an HTML fragment (for titles, meta tags): no tags, basic entities decoded, whitespace collapsed. */
export function toPlainText(html: string): string {
  // Block ends and line breaks become spaces so "<p>a</p><p>b</p>" reads "a b".
  const spaced = html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|td|th)\s*>/gi, " ");
  const stripped = sanitizeHtml(flattenTooDeep(spaced), { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT });
  return decodeEntities(stripped).replace(/\s+/g, " ").trim();
}

/** Sanitizes every value of a `*_translation` map of rich text (undefined and null pass through). */
export function sanitizeTranslations<T extends Record<string, string> | null | undefined>(map: T): T {
  if (!map) return map;
  return Object.fromEntries(Object.entries(map).map(([locale, html]) => [locale, sanitizeRichText(html)])) as T;
}
