"use client";

import { useEditorState, type Editor } from "@tiptap/react";
import {
  Bold,
  Code,
  Heading2,
  ImagePlus,
  Table2,
  Heading3,
  Heading4,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  SquareCode,
  type LucideIcon,
} from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { LinkPopover } from "@/ui/rich-text-editor";
import { ImagePopover } from "./image-popover";
import { emptyTable } from "./table-nodes";

type Chain = ReturnType<Editor["chain"]>;
type Tool = { name: string; Icon: LucideIcon; active: (e: Editor) => boolean; run: (c: Chain) => Chain };

const TOOLS: Tool[][] = [
  [
    { name: "Paragraph", Icon: Pilcrow, active: (e) => e.isActive("paragraph"), run: (c) => c.setParagraph() },
    { name: "Heading 2", Icon: Heading2, active: (e) => e.isActive("heading", { level: 2 }), run: (c) => c.toggleHeading({ level: 2 }) },
    { name: "Heading 3", Icon: Heading3, active: (e) => e.isActive("heading", { level: 3 }), run: (c) => c.toggleHeading({ level: 3 }) },
    { name: "Heading 4", Icon: Heading4, active: (e) => e.isActive("heading", { level: 4 }), run: (c) => c.toggleHeading({ level: 4 }) },
  ],
  [
    { name: "Bold", Icon: Bold, active: (e) => e.isActive("bold"), run: (c) => c.toggleBold() },
    { name: "Italic", Icon: Italic, active: (e) => e.isActive("italic"), run: (c) => c.toggleItalic() },
    { name: "Inline code", Icon: Code, active: (e) => e.isActive("code"), run: (c) => c.toggleCode() },
  ],
  [
    { name: "Bulleted list", Icon: List, active: (e) => e.isActive("bulletList"), run: (c) => c.toggleBulletList() },
    { name: "Numbered list", Icon: ListOrdered, active: (e) => e.isActive("orderedList"), run: (c) => c.toggleOrderedList() },
    { name: "Quote", Icon: Quote, active: (e) => e.isActive("blockquote"), run: (c) => c.toggleBlockquote() },
    { name: "Code block", Icon: SquareCode, active: (e) => e.isActive("codeBlock"), run: (c) => c.toggleCodeBlock() },
    { name: "Table", Icon: Table2, active: (e) => e.isActive("table"), run: (c) => c.insertContent(emptyTable(3, 2)) },
  ],
];

const BUTTON = "inline-flex size-8 items-center justify-center rounded-md focus-visible:ring-2 focus-visible:ring-blue-500/50 focus-visible:outline-none";

/** The post text's formats; each button says whether it is on; Left/Right arrows move along. */
export function ContentToolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const linkButton = useRef<HTMLButtonElement>(null);
  const imageButton = useRef<HTMLButtonElement>(null);
  const state = useEditorState({ editor, selector: ({ editor: e }) => ({ on: TOOLS.flat().map((tool) => tool.active(e)), link: e.isActive("link") }) });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("[data-format-button]"));
    const index = buttons.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    buttons[(index + (event.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length]?.focus();
  };

  const applyLink = (href: string) => {
    if (editor.state.selection.empty && !editor.isActive("link"))
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    setLinkOpen(false);
  };

  let i = 0;
  return (
    <div
      role="toolbar"
      aria-label="Text formatting"
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="relative flex flex-wrap items-center gap-0.5 border-b border-gray-200 p-1"
    >
      {TOOLS.map((group, g) => (
        <span key={g} className="flex items-center gap-0.5">
          {g > 0 && <span aria-hidden className="mx-1 h-5 w-px bg-gray-200" />}
          {group.map((tool) => {
            const on = state.on[i++]!;
            return (
              <button
                key={tool.name}
                type="button"
                data-format-button
                aria-label={tool.name}
                aria-pressed={on}
                title={tool.name}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => tool.run(editor.chain().focus()).run()}
                className={`${BUTTON} ${on ? "bg-gray-900 text-white" : "text-gray-700 hover:bg-gray-100"}`}
              >
                <tool.Icon aria-hidden className="size-4" />
              </button>
            );
          })}
        </span>
      ))}
      <span aria-hidden className="mx-1 h-5 w-px bg-gray-200" />
      <button
        ref={linkButton}
        type="button"
        data-format-button
        aria-label="Link"
        aria-pressed={state.link}
        aria-expanded={linkOpen}
        aria-haspopup="dialog"
        title="Link"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setLinkOpen((open) => !open)}
        className={`${BUTTON} ${state.link || linkOpen ? "bg-gray-900 text-white" : "text-gray-700 hover:bg-gray-100"}`}
      >
        <Link2 aria-hidden className="size-4" />
      </button>
      <button
        ref={imageButton}
        type="button"
        data-format-button
        aria-label="Image"
        aria-expanded={imageOpen}
        aria-haspopup="dialog"
        title="Image"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setImageOpen((open) => !open)}
        className={`${BUTTON} ${imageOpen ? "bg-gray-900 text-white" : "text-gray-700 hover:bg-gray-100"}`}
      >
        <ImagePlus aria-hidden className="size-4" />
      </button>
      {imageOpen && (
        <ImagePopover
          onInsert={(image) => {
            editor.chain().focus().setImage(image).run();
            setImageOpen(false);
          }}
          onCancel={() => {
            setImageOpen(false);
            imageButton.current?.focus();
          }}
        />
      )}
      {linkOpen && (
        <LinkPopover
          initialUrl={(editor.getAttributes("link").href as string | undefined) ?? ""}
          onApply={applyLink}
          onRemove={state.link ? () => (editor.chain().focus().extendMarkRange("link").unsetLink().run(), setLinkOpen(false)) : undefined}
          onCancel={() => {
            setLinkOpen(false);
            linkButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
