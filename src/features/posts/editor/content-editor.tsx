"use client";

import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useId, useRef } from "react";
import { ContentToolbar } from "./content-toolbar";
import { POST_EXTENSIONS } from "./post-extensions";
import { TocHighlight, tocHighlightKey } from "./toc-highlight";

/** spec/editors.md §2 item 6: a heading chosen in the table of contents is highlighted this long. */
export const TOC_HIGHLIGHT_MS = 2_000;

const TEXT = [
  "min-h-[24rem] px-6 py-5 text-base leading-7 text-gray-900 outline-none",
  "[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:text-lg [&_h4]:font-semibold",
  "[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:text-blue-700 [&_a]:underline",
  "[&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_pre]:mt-3 [&_pre]:rounded-lg [&_pre]:bg-gray-100 [&_pre]:p-3",
  "[&_table]:mt-3 [&_table]:w-full [&_table]:table-fixed [&_:is(th,td)]:border [&_:is(th,td)]:border-gray-300 [&_:is(th,td)]:p-2 [&_th]:bg-gray-50 [&_th]:text-left [&_:is(th,td)>p]:mt-0",
  "[&_img]:mt-3 [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_[data-toc-highlight]]:rounded [&_[data-toc-highlight]]:bg-yellow-100 [&_[data-toc-highlight]]:outline-2 [&_[data-toc-highlight]]:outline-yellow-400",
].join(" ");

type Heading = { level: number; text: string; pos: number };

function headingsOf(editor: Editor): Heading[] {
  const list: Heading[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === "heading") list.push({ level: node.attrs.level as number, text: node.textContent, pos });
    return node.type.name !== "heading";
  });
  return list;
}

const serialize = (editor: Editor) => (editor.state.doc.textContent.trim() || editor.getHTML().includes("<img") ? editor.getHTML() : "");

/** The post's text (TipTap) with its toolbar, and the table of contents of its headings beside it. */
export function ContentEditor({ value, onChange, invalid }: { value: string; onChange: (html: string) => void; invalid?: boolean }) {
  const id = useId();
  const reported = useRef(value);
  const editor = useEditor({
    extensions: [...POST_EXTENSIONS, TocHighlight],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: { id, role: "textbox", "aria-multiline": "true", "aria-label": "Content", class: TEXT, ...(invalid ? { "aria-invalid": "true" } : {}) },
    },
    onUpdate: ({ editor: e }) => {
      reported.current = serialize(e);
      onChange(reported.current);
    },
  });

  // A value from outside (a restored draft or revision): load it without reporting a change.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    editor.commands.setContent(value, { emitUpdate: false });
    reported.current = value;
  }, [editor, value]);

  return (
    <div className="flex min-h-0 flex-1">
      <div className="flex min-w-0 flex-1 flex-col">
        {editor && <ContentToolbar editor={editor} controls={id} />}
        <div className="min-h-0 flex-1 overflow-y-auto" data-post-content-scroll>
          <EditorContent editor={editor} />
        </div>
      </div>
      {editor && <ContentsList editor={editor} />}
    </div>
  );
}

/** The headings, in order; choosing one scrolls the text to it and highlights it for 2 s. */
function ContentsList({ editor }: { editor: Editor }) {
  const headings = useEditorState({ editor, selector: ({ editor: e }) => headingsOf(e), equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b) });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (heading: Heading) => {
    const element = editor.view.nodeDOM(heading.pos);
    if (!(element instanceof HTMLElement)) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ block: "center", behavior: reduced ? "auto" : "smooth" });
    editor.view.dispatch(editor.state.tr.setMeta(tocHighlightKey, { pos: heading.pos }));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(tocHighlightKey, { pos: null }));
    }, TOC_HIGHLIGHT_MS);
  };

  return (
    <nav aria-label="Table of contents" className="hidden w-60 shrink-0 overflow-y-auto border-l border-gray-200 p-4 md:block">
      <h3 className="text-xs font-semibold tracking-wide text-gray-600 uppercase">Table of contents</h3>
      {headings.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">Headings you add appear here.</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm">
          {headings.map((heading) => (
            <li key={heading.pos} style={{ paddingLeft: `${(heading.level - 2) * 0.75}rem` }}>
              <button type="button" onClick={() => show(heading)} className="text-left text-gray-800 hover:text-blue-700 hover:underline">
                {heading.text || "(empty heading)"}
              </button>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
