/**
 * Plain text of stored rich text, for previews and search (descriptions are
 * edited with the rich text editor, src/ui/rich-text-editor), and the older
 * plain text → paragraphs conversion. Blank lines are paragraphs, single
 * newlines <br>.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** A numeric character reference's character; out of range, a surrogate or NUL gives U+FFFD (as browsers do). */
function fromCodePoint(code: number): string {
  if (!Number.isSafeInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\uFFFD";
  return String.fromCodePoint(code);
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith("#x")) return fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return fromCodePoint(Number(lower.slice(1)));
    return ENTITIES[lower] ?? match;
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Stored rich text → editable plain text. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return "";
  if (!/<[a-z/!]/i.test(html)) return decodeEntities(html);
  const text = html
    .replace(/\r\n?/g, "\n")
    .replace(/\n/g, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|ul|ol|h[1-6])>/gi, "\n\n")
    .replace(/<li[^>]*>/gi, "\n• ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Plain text → rich text; empty text stays empty (so "description required" still applies). */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** One line of plain text, for previews. */
export const plainText = (html: string) => htmlToPlainText(html).replace(/\s+/g, " ").trim();
