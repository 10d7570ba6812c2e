import { sanitizeRichText } from "@/platform/sanitize/html";
import { RichHtml } from "@/ui/rich-text";

/** Stored rich text, sanitized again on render with the spec's allow list (server only). */
export function RichText({ html, className = "" }: { html: string | null | undefined; className?: string }) {
  return <RichHtml html={html ? sanitizeRichText(html) : ""} className={className} />;
}
