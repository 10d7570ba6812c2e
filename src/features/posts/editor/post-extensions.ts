import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { CaretSync, isSafeLinkUrl } from "@/ui/rich-text-editor";
import { Table, TableCell, TableHeader, TableRow } from "./table-nodes";

/**
 * What a post's text may hold in the editor (the post allow list of
 * src/platform/sanitize/post-html.ts, docs/decisions.md "Posts"): headings h2–h4,
 * paragraphs, bold, italic, lists, links, quotes, inline code, code blocks,
 * images and simple tables (./table-nodes.ts).
 */
export const POST_EXTENSIONS = [
  CaretSync,
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    strike: false,
    underline: false,
    horizontalRule: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isSafeLinkUrl(url),
    },
  }),
  Image.configure({ allowBase64: false }),
  Table,
  TableRow,
  TableHeader,
  TableCell,
];
