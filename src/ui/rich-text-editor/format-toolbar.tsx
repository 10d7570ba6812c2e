"use client";

import { useEditorState, type Editor } from "@tiptap/react";
import { Bold, Italic, Link2, List, ListOrdered, type LucideIcon } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { LinkPopover } from "./link-popover";

type Props = {
  editor: Editor;
  label: string;
  controls?: string;
  /** Position and display (the caller shows it: "relative flex", or "absolute hidden group-focus-within:flex"). */
  className?: string;
  align?: "start" | "center" | "end";
};

const MOD = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform) ? "⌘" : "Ctrl+";

/**
 * Bold, Italic, Link, Bulleted list, Numbered list. Each button says whether it
 * is on (aria-pressed); Left/Right arrows move between them and each is also a
 * Tab stop, like the editors' other toolbars. A command returns focus to the text.
 */
export function FormatToolbar({ editor, label, controls, className = "", align = "start" }: Props) {
  const [linkOpen, setLinkOpen] = useState(false);
  const linkButton = useRef<HTMLButtonElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
    }),
  });

  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => command(editor.chain().focus()).run();

  const cancelLink = () => {
    setLinkOpen(false);
    linkButton.current?.focus();
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    setLinkOpen(false);
  };

  const applyLink = (href: string) => {
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive("link")) {
      // No text chosen: the URL itself becomes the link's text.
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    }
    setLinkOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const target = event.target as HTMLElement;
    if (!target.hasAttribute("data-format-button")) return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("[data-format-button]"));
    const index = buttons.indexOf(target);
    event.preventDefault();
    buttons[(index + (event.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length]?.focus();
  };

  const button = (name: string, Icon: LucideIcon, pressed: boolean, onClick: () => void, shortcut?: string) => (
    <ToolbarButton name={name} Icon={Icon} pressed={pressed} onClick={onClick} title={shortcut ? `${name} (${MOD}${shortcut})` : name} />
  );

  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={onKeyDown} className={`items-center gap-0.5 ${className}`}>
      {button("Bold", Bold, state.bold, () => run((c) => c.toggleMark("bold")), "B")}
      {button("Italic", Italic, state.italic, () => run((c) => c.toggleMark("italic")), "I")}
      <ToolbarButton
        ref={linkButton}
        name="Link"
        Icon={Link2}
        pressed={state.link}
        expanded={linkOpen}
        onClick={() => setLinkOpen((open) => !open)}
        title="Link"
      />
      <span aria-hidden className="mx-1 h-5 w-px bg-gray-200" />
      {button("Bulleted list", List, state.bulletList, () => run((c) => c.toggleBulletList()))}
      {button("Numbered list", ListOrdered, state.orderedList, () => run((c) => c.toggleOrderedList()))}
      {linkOpen && (
        <LinkPopover
          align={align === "end" ? "end" : "start"}
          initialUrl={(editor.getAttributes("link").href as string | undefined) ?? ""}
          onApply={applyLink}
          onRemove={state.link ? removeLink : undefined}
          onCancel={cancelLink}
        />
      )}
    </div>
  );
}

type ButtonProps = {
  name: string;
  Icon: LucideIcon;
  pressed: boolean;
  expanded?: boolean;
  title: string;
  onClick: () => void;
  ref?: React.Ref<HTMLButtonElement>;
};

function ToolbarButton({ name, Icon, pressed, expanded, title, onClick, ref }: ButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      data-format-button
      aria-label={name}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-haspopup={expanded === undefined ? undefined : "dialog"}
      title={title}
      // Keep the text's selection and focus when clicked with a mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-8 items-center justify-center rounded-md transition-colors focus-visible:ring-2 focus-visible:ring-blue-500/50 focus-visible:outline-none ${
        pressed || expanded ? "bg-gray-900 text-white" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900"
      }`}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}
