/** Rich text on a page: lists, links, paragraphs and bold text styled without a typography plugin. */
export const RICH_TEXT =
  "[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-5 [&_ol]:pl-5 [&_li]:mt-1 [&_p+p]:mt-3 [&_strong]:font-semibold [&_em]:italic";

/**
 * Rich text that is already sanitized (src/platform/sanitize/html.ts on the
 * server, or an editor's own output in a live preview); nothing when empty.
 */
export function RichHtml({ html, className = "" }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={`${RICH_TEXT} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
