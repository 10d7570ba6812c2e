/**
 * How deep tags nest, counted in one pass. The HTML parser under sanitize-html
 * slows down with the square of the nesting depth (100,000 nested tags, half
 * a megabyte, take seconds), so deeper markup than any page needs is refused
 * on write and flattened to text on render (post-html.ts).
 */
export const MAX_HTML_DEPTH = 100;

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
/** Open tags that a new tag closes (`<li>a<li>b` is two items side by side, `<tr><td>a<tr>` two rows), as the parser reads them. */
const CLOSES: Record<string, ReadonlySet<string>> = {
  p: new Set(["p"]),
  li: new Set(["li"]),
  dt: new Set(["dt", "dd"]),
  dd: new Set(["dt", "dd"]),
  tr: new Set(["tr", "td", "th"]),
  td: new Set(["td", "th"]),
  th: new Set(["td", "th"]),
  option: new Set(["option"]),
};
/** A tag: no "<" inside, so an unclosed "<a" costs only the text up to the next "<". */
const TAG = /<(\/?)([a-z][a-z0-9-]*)[^<>]*>/gi;

/** True when tags nest deeper than `max` levels. */
export function htmlTooDeep(html: string, max = MAX_HTML_DEPTH): boolean {
  const stack: string[] = [];
  for (const match of html.matchAll(TAG)) {
    const name = match[2]!.toLowerCase();
    if (match[1]) {
      const open = stack.lastIndexOf(name);
      if (open >= 0) stack.length = open;
      continue;
    }
    if (VOID.has(name) || match[0].endsWith("/>")) continue;
    const closes = CLOSES[name];
    while (closes && stack.length > 0 && closes.has(stack[stack.length - 1]!)) stack.pop();
    stack.push(name);
    if (stack.length > max) return true;
  }
  return false;
}

/** Markup too deep to parse safely, as its text alone (tags removed in one pass). */
export const flattenTooDeep = (html: string) => (htmlTooDeep(html) ? html.replace(/<[^<>]*>/g, "") : html);
