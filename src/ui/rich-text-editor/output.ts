/**
 * TipTap wraps the text of each list item in a paragraph (`<li><p>one</p></li>`),
 * while stored descriptions write `<li>one</li>`. An item holding exactly one
 * paragraph without attributes is written back without it, so editing a
 * description does not add tags its author never wrote. Items with several
 * blocks (a paragraph and a nested list) keep their paragraphs.
 */
export function compactListItems(html: string): string {
  return html.replace(/<li([^>]*)><p>((?:(?!<\/?(?:p|li|ul|ol)[\s>]).)*)<\/p><\/li>/g, "<li$1>$2</li>");
}

const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/\u00a0/g, "&nbsp;");

/**
 * ProseMirror writes a style attribute through the CSSOM, which rewrites it
 * ("color:#1e3a8a" becomes "color: rgb(30, 58, 138);"). Each style the text
 * holds is put back as it was stored. `canonical` gives the browser's form of a
 * style (what the serializer wrote).
 */
export function restoreStyles(html: string, stored: Iterable<string>, canonical: (style: string) => string): string {
  let result = html;
  for (const style of new Set(stored)) {
    const written = canonical(style);
    if (written === style) continue;
    result = result.split(`style="${escapeAttribute(written)}"`).join(`style="${escapeAttribute(style)}"`);
  }
  return result;
}
