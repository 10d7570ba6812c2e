/** Rich text on a page: lists, links, paragraphs and bold text (the `rich-text` utility, src/app/globals.css). */
export const RICH_TEXT = "rich-text";

/**
 * Rich text that is already sanitized (src/platform/sanitize/html.ts on the
 * server, or an editor's own output in a live preview); nothing when empty.
 */
export function RichHtml({ html, className = "" }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={`${RICH_TEXT} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
