import { mergeAttributes, Node } from "@tiptap/react";

/**
 * Plain tables for a post's text (the post allow list keeps table, thead, tbody,
 * tr, th, td): rows of header or data cells, each holding paragraphs. No merged
 * cells or column tools: the TipTap table extension is not published for this
 * TipTap version, and a post's tables are simple ones.
 */
const cell = (name: "tableCell" | "tableHeader", tag: "td" | "th") =>
  Node.create({
    name,
    content: "paragraph+",
    isolating: true,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });

export const TableCell = cell("tableCell", "td");
export const TableHeader = cell("tableHeader", "th");

export const TableRow = Node.create({
  name: "tableRow",
  content: "(tableHeader | tableCell)+",
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: () => ["tr", 0],
});

export const Table = Node.create({
  name: "table",
  group: "block",
  content: "tableRow+",
  isolating: true,
  parseHTML: () => [{ tag: "table" }],
  // A head row of header cells, then the body: what the public page's table styles expect.
  renderHTML: () => ["table", ["tbody", 0]],
});

/** A table of `rows` × `columns`, its first row of header cells (a node for insertContent). */
export function emptyTable(rows: number, columns: number) {
  const paragraph = { type: "paragraph" };
  const row = (type: "tableHeader" | "tableCell") => ({ type: "tableRow", content: Array.from({ length: columns }, () => ({ type, content: [paragraph] })) });
  return { type: "table", content: [row("tableHeader"), ...Array.from({ length: rows - 1 }, () => row("tableCell"))] };
}
