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
