import { sanitizeRichText } from "@/platform/sanitize/html";
import { RICH_TEXT } from "./text-styles";

/** Stored rich text, sanitized again on render with the spec's allow list (server only). */
export function RichText({ html, className = "" }: { html: string | null | undefined; className?: string }) {
  const clean = html ? sanitizeRichText(html) : "";
  if (!clean.trim()) return null;
  return <div className={`${RICH_TEXT} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
