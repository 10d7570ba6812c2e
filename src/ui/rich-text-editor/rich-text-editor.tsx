"use client";

import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import type { EditorState } from "@tiptap/pm/state";
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from "react";
import { RICH_TEXT } from "../rich-text";
import { RICH_TEXT_EXTENSIONS } from "./extensions";
import { FormatToolbar } from "./format-toolbar";
import { compactListItems, restoreStyles } from "./output";

export type RichTextEditorHandle = { focus: () => void };

export type RichTextEditorProps = {
  /** The stored HTML (sanitized rich text); "" for none. */
  value: string;
  /**
   * Called with the new HTML after each edit; "" when the text is empty. When the
   * user's edits lead back to the text as loaded, it is called with `value` exactly
   * as given, so a caller comparing strings sees no change.
   */
  onChange: (html: string) => void;
  /** The field's accessible name ("Section description"). */
  label: string;
  placeholder?: string;
  /** Id of the editable element. */
  id?: string;
  /**
   * "field" (default): a bordered box with the toolbar always on top, for forms.
   * "inline": no border, the text styled by `className` (edit in place in a
   * preview); the toolbar floats just below it while the field has focus.
   */
  variant?: "field" | "inline";
  /** Typography of the text (e.g. the live preview's description classes). */
  className?: string;
  /** Inline variant: where the floating toolbar sits over the text (follow the text's alignment). */
  toolbarAlign?: "start" | "center" | "end";
  invalid?: boolean;
  /** Id(s) of the element(s) describing the field (an error message). */
  describedBy?: string;
  ref?: Ref<RichTextEditorHandle>;
};

const PLACEHOLDER =
  "data-[empty=true]:before:pointer-events-none data-[empty=true]:before:absolute data-[empty=true]:before:opacity-55 data-[empty=true]:before:content-[attr(aria-placeholder)]";
const VARIANT = {
  field: `relative min-h-24 rounded-b-md px-3 py-2 text-sm text-gray-900 outline-none ${PLACEHOLDER} before:inset-x-3 before:top-2`,
  inline: `relative rounded-md outline-none ring-1 ring-transparent transition-shadow hover:ring-current/15 focus:ring-2 focus:ring-blue-500/60 ${PLACEHOLDER} before:inset-x-0 before:top-0`,
} as const;

const TOOLBAR_POSITION = { start: "left-0", center: "left-1/2 -translate-x-1/2", end: "right-0" } as const;

/** The browser's rewrite of a style attribute (what ProseMirror's serializer writes). */
function canonicalStyle(style: string): string {
  const scratch = document.createElement("span");
  scratch.style.cssText = style;
  return scratch.getAttribute("style") ?? "";
}

function storedStyles(editor: Editor): string[] {
  const styles: string[] = [];
  editor.state.doc.descendants((node) => {
    for (const attrs of [node.attrs, ...node.marks.map((mark) => mark.attrs)]) if (typeof attrs.style === "string") styles.push(attrs.style);
  });
  return styles;
}

/** The editor's text as stored: "" when it has no text (only spaces), styles as written, list items without TipTap's inner paragraph. */
function serialize(editor: Editor): string {
  if (!editor.state.doc.textContent.trim()) return "";
  return compactListItems(restoreStyles(editor.getHTML(), storedStyles(editor), canonicalStyle));
}

const isEmptyDoc = (state: EditorState) => state.doc.childCount === 1 && state.doc.firstChild!.isTextblock && state.doc.firstChild!.content.size === 0;

/**
 * Rich text limited to the spec's allow list (bold, italic, links, bulleted and
 * numbered lists, paragraphs, Shift+Enter line breaks, and stored spans with
 * class/style), with a keyboard-operable toolbar. Stored markup survives: the
 * editor reports a change only when the user makes one.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  placeholder,
  id,
  variant = "field",
  className = "",
  toolbarAlign = "start",
  invalid,
  describedBy,
  ref,
}: RichTextEditorProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const [initialValue] = useState(value);
  // What the editor was last loaded with, and its own serialization of it right after.
  const loaded = useRef<{ value: string; output: string | null }>({ value: initialValue, output: null });
  const reported = useRef(value);

  // useEditor hands a changed editorProps to the live editor, which then renders the new attributes.
  const editorProps = useMemo(
    () => ({
      attributes: (state: EditorState) => ({
        id: fieldId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(placeholder ? { "aria-placeholder": placeholder } : {}),
        "aria-describedby": describedBy ? `${describedBy} ${fieldId}-keys` : `${fieldId}-keys`,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        "data-empty": String(isEmptyDoc(state)),
        class: `${VARIANT[variant]} ${RICH_TEXT} ${className}`,
      }),
    }),
    [fieldId, label, placeholder, describedBy, invalid, variant, className],
  );

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: initialValue,
    immediatelyRender: false,
    editorProps,
    onCreate: ({ editor: e }) => {
      loaded.current.output = serialize(e);
    },
    // The editor calls the latest options' callbacks, so onChange is always current.
    onUpdate: ({ editor: e }) => {
      const html = serialize(e);
      const next = html === loaded.current.output ? loaded.current.value : html;
      if (next === reported.current) return;
      reported.current = next;
      onChange(next);
    },
  });

  // A new value from outside (a reload after a conflict): load it without reporting a change.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    editor.commands.setContent(value, { emitUpdate: false });
    loaded.current = { value, output: serialize(editor) };
    reported.current = value;
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  // Not "{label} formatting": the field alone should answer to its label.
  const keysHint = (
    <span id={`${fieldId}-keys`} className="sr-only">
      Enter starts a new paragraph, Shift+Enter a new line.
    </span>
  );
  const toolbarLabel = "Text formatting";
  if (variant === "inline") {
    return (
      <div className="group/rte relative">
        {editor && (
          <FormatToolbar
            editor={editor}
            label={toolbarLabel}
            controls={fieldId}
            align={toolbarAlign}
            className={`absolute top-full z-30 ${TOOLBAR_POSITION[toolbarAlign]} mt-1.5 hidden rounded-lg border border-gray-200 bg-white p-1 text-gray-700 shadow-lg shadow-gray-900/10 group-focus-within/rte:flex`}
          />
        )}
        <EditorContent editor={editor} />
        {keysHint}
      </div>
    );
  }
  return (
    <div
      className={`rounded-md border bg-white focus-within:border-blue-500 focus-within:ring-2 focus-within:ring-blue-500/20 ${invalid ? "border-red-400" : "border-gray-300"}`}
    >
      {editor && <FormatToolbar editor={editor} label={toolbarLabel} controls={fieldId} className="relative flex border-b border-gray-200 p-1" />}
      <EditorContent editor={editor} />
      {keysHint}
    </div>
  );
}
