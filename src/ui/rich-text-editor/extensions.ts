import { Extension, Mark, type Attribute } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { CaretSync } from "./caret-sync";
import { isSafeLinkUrl } from "./link-url";

/**
 * The editor's schema is the spec's allow list (spec/visitor.md "Rich text"):
 * p, br, strong, em, ul, ol, li, a, span with href, class and style. Anything
 * else pasted in is reduced to it; everything in it survives a load and save.
 */

/** class and style as stored, on every allowed tag (TipTap drops unknown attributes). */
const passThrough = (name: "class" | "style"): Attribute => ({
  default: null,
  parseHTML: (element) => element.getAttribute(name),
  renderHTML: (attributes) => (attributes[name] ? { [name]: attributes[name] } : {}),
});

const KeepClassAndStyle = Extension.create({
  name: "keepClassAndStyle",
  addGlobalAttributes() {
    return [
      {
        types: ["paragraph", "bulletList", "orderedList", "listItem", "hardBreak", "bold", "italic", "span"],
        attributes: { class: passThrough("class"), style: passThrough("style") },
      },
      // The link mark has its own class attribute.
      { types: ["link"], attributes: { style: passThrough("style") } },
    ];
  },
});

/**
 * <strong> and <em> only. StarterKit's bold and italic also read CSS
 * (font-weight, font-style) and would add or remove tags the author wrote.
 */
const Bold = Mark.create({
  name: "bold",
  parseHTML: () => [{ tag: "strong" }, { tag: "b" }],
  renderHTML: ({ HTMLAttributes }) => ["strong", HTMLAttributes, 0],
  addKeyboardShortcuts() {
    return { "Mod-b": () => this.editor.commands.toggleMark(this.name), "Mod-B": () => this.editor.commands.toggleMark(this.name) };
  },
});

const Italic = Mark.create({
  name: "italic",
  parseHTML: () => [{ tag: "em" }, { tag: "i" }],
  renderHTML: ({ HTMLAttributes }) => ["em", HTMLAttributes, 0],
  addKeyboardShortcuts() {
    return { "Mod-i": () => this.editor.commands.toggleMark(this.name), "Mod-I": () => this.editor.commands.toggleMark(this.name) };
  },
});

/** A stored <span class style> (a colour, a size) is kept around its text. Spans may nest. */
const Span = Mark.create({
  name: "span",
  priority: 50, // innermost, inside links and bold
  excludes: "",
  parseHTML: () => [{ tag: "span" }],
  renderHTML: ({ HTMLAttributes }) => ["span", HTMLAttributes, 0],
});

export const RICH_TEXT_EXTENSIONS = [
  CaretSync,
  StarterKit.configure({
    blockquote: false,
    bold: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    italic: false,
    strike: false,
    underline: false,
    dropcursor: false,
    // It would append an empty paragraph after a list that ends the text.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      // The sanitizer strips target and rel; adding them would change the markup on every save.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isSafeLinkUrl(url),
    },
  }),
  Bold,
  Italic,
  Span,
  KeepClassAndStyle,
];
