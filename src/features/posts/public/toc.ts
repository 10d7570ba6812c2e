import { plainText } from "@/platform/sanitize/plain-text";

/** One entry of a post's table of contents: a heading's level (2–4), text and anchor. */
export type TocEntry = { level: 2 | 3 | 4; text: string; id: string };

// The post allow list (sanitizePostHtml) keeps h2–h4 without any attribute, so a
// sanitized heading is exactly `<hN>…</hN>`.
const HEADING = /<h([234])>([\s\S]*?)<\/h\1>/g;

function anchorOf(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/**
 * Gives every h2–h4 of sanitized post HTML an id and lists them: the table of
 * contents and its anchors, server-rendered. Ids come from the heading's text
 * (`#getting-started`), numbered when repeated (`-2`), `section-N` when the text
 * has no letter or digit; all are prefixed so they never clash with the page's own ids.
 */
export function withTableOfContents(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const out = html.replace(HEADING, (_match, level: string, inner: string) => {
    const text = plainText(inner);
    const base = `toc-${anchorOf(text) || `section-${toc.length + 1}`}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    if (text) toc.push({ level: Number(level) as TocEntry["level"], text, id });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: out, toc };
}
