import sanitizeHtml from "sanitize-html";
import { flattenTooDeep } from "./depth";
import { filterLandingStyle } from "./landing-style";

/**
 * The allow lists of a post's content (docs/decisions.md "Posts API (issue 12)").
 * Wider than the sections' rich text (./html.ts): an article has headings,
 * images, quotes, code and tables. Disallowed tags are removed and their text
 * kept, except the tags in DROPPED_WITH_CONTENT, which go with everything inside.
 */

/** h2–h4 (the post's title is the page's h1), text, lists, links, images, quotes, code, tables. */
export const POST_TAGS = [
  "h2",
  "h3",
  "h4",
  "p",
  "br",
  "strong",
  "em",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "blockquote",
  "code",
  "pre",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;

/** The post tags plus layout: what a landing page (post type "landing") may use. */
export const LANDING_TAGS = [
  ...POST_TAGS,
  "h1",
  "h5",
  "h6",
  "div",
  "section",
  "header",
  "footer",
  "main",
  "article",
  "nav",
  "span",
  "figure",
  "figcaption",
] as const;

/** Gone with their content: code, styles, frames, forms' lists and foreign markup never show as text either. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "noscript",
  "textarea",
  "select",
  "option",
  "template",
  "title",
  "object",
  "applet",
  "svg",
  "math",
];

/** Link targets: web pages, email, phone and this site's own paths (no javascript:, data:, //host). */
const LINK_SCHEMES = ["http", "https", "mailto", "tel"];
/** Image sources: web addresses and this site's own paths (no data:, no javascript:). */
const IMAGE_SCHEMES = ["http", "https"];

const DIMENSION = /^\d{1,4}$/;
const SPAN = /^\d{1,3}$/;

/** Every link gets rel="noopener" (whatever rel it came with): a page it opens cannot reach back. */
const link: sanitizeHtml.Transformer = (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener" } });

/** Image width and height are whole pixel numbers (1–4 digits) or nothing. */
function image(tagName: string, attribs: sanitizeHtml.Attributes) {
  const { width, height, ...rest } = attribs;
  return { tagName, attribs: { ...rest, ...(width && DIMENSION.test(width) ? { width } : {}), ...(height && DIMENSION.test(height) ? { height } : {}) } };
}

/** Table cell spans are small whole numbers or nothing. */
function cell(tagName: string, attribs: sanitizeHtml.Attributes) {
  const { colspan, rowspan, ...rest } = attribs;
  return { tagName, attribs: { ...rest, ...(colspan && SPAN.test(colspan) ? { colspan } : {}), ...(rowspan && SPAN.test(rowspan) ? { rowspan } : {}) } };
}

const COMMON_OPTIONS: sanitizeHtml.IOptions = {
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  // An image whose source was refused (javascript:, data:) is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

const POST_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "rel"],
  img: ["src", "alt", "width", "height"],
  th: ["colspan", "rowspan"],
  td: ["colspan", "rowspan"],
};

const POST_OPTIONS: sanitizeHtml.IOptions = {
  ...COMMON_OPTIONS,
  allowedTags: [...POST_TAGS],
  allowedAttributes: POST_ATTRIBUTES,
  // Older or pasted markup: <b>/<i> are the same marks; other heading levels become the nearest allowed one.
  transformTags: { a: link, img: image, th: cell, td: cell, b: "strong", i: "em", strike: "s", del: "s", h1: "h2", h5: "h4", h6: "h4" },
};

/** A post's content (types default and minimal), on write and on render. Idempotent. Markup nested over 100 deep is read as text. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(flattenTooDeep(html), POST_OPTIONS);
}

/** class, style (filtered), a title and an accessible name on every landing tag. */
const LANDING_GLOBAL = ["class", "style", "title", "aria-label"];

function landingAttributes(): Record<string, string[]> {
  const attributes: Record<string, string[]> = { "*": LANDING_GLOBAL };
  for (const [tag, names] of Object.entries(POST_ATTRIBUTES)) attributes[tag] = [...names, ...LANDING_GLOBAL];
  return attributes;
}

const rename = (tagName: string) => (_: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs });

/** Every tag's inline style goes through the landing style filter first; an empty result drops the attribute. */
function withStyle(transform?: (tagName: string, attribs: sanitizeHtml.Attributes) => sanitizeHtml.Tag): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const tag = transform ? transform(tagName, attribs) : { tagName, attribs };
    const { style, ...rest } = tag.attribs;
    const filtered = style === undefined ? "" : filterLandingStyle(style);
    return { tagName: tag.tagName, attribs: filtered ? { ...rest, style: filtered } : rest };
  };
}

const LANDING_OPTIONS: sanitizeHtml.IOptions = {
  ...COMMON_OPTIONS,
  allowedTags: [...LANDING_TAGS],
  allowedAttributes: landingAttributes(),
  // A tag's own transform replaces the "*" one, so each is wrapped: no style escapes the filter.
  transformTags: {
    "*": withStyle(),
    a: withStyle(link),
    img: withStyle(image),
    th: withStyle(cell),
    td: withStyle(cell),
    b: withStyle(rename("strong")),
    i: withStyle(rename("em")),
  },
};

/** A landing page's HTML (post type "landing"), on write and on render. Idempotent. */
export function sanitizeLandingHtml(html: string): string {
  return sanitizeHtml(flattenTooDeep(html), LANDING_OPTIONS);
}
