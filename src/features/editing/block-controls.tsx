"use client";

import { LoaderCircle, Pencil, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from "react";
import type { EditorRegistration } from "./types";
import { floatingBottom, floatingLayer } from "@/ui/floating-stack";

/** A control's editor starts loading when the member reaches for it: a pointer over it, or focus on it. */
const reachedFor = (load: () => void) => ({ onPointerEnter: load, onFocus: load });

const PILL =
  "inline-flex items-center gap-1.5 rounded-full border border-gray-200 bg-white/95 px-3 py-1.5 text-xs font-semibold text-gray-800 shadow-md shadow-gray-900/10 transition hover:border-gray-300 hover:bg-white hover:shadow-lg focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none aria-busy:cursor-wait aria-busy:opacity-70";

/**
 * A block's Edit button, portalled into its edit slot. While the editor loads it
 * is busy: it keeps focus (so focus can return to it when the editor closes) but
 * ignores clicks.
 */
export function EditBlockButton({
  noun,
  title,
  busy,
  onClick,
  onIntent,
}: {
  noun: string;
  title: string;
  busy: boolean;
  onClick: () => void;
  onIntent: () => void;
}) {
  return (
    <button
      type="button"
      {...reachedFor(onIntent)}
      onClick={() => !busy && onClick()}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      aria-label={`Edit ${noun}: ${title}`}
      className={PILL}
    >
      {busy ? <LoaderCircle aria-hidden className="size-3.5 animate-spin motion-reduce:animate-none" /> : <Pencil aria-hidden className="size-3.5" />}
      {busy ? "Opening..." : `Edit ${noun}`}
    </button>
  );
}

/**
 * "Add section here": a small menu of the block types a page can take, placed
 * on the boundary between two blocks (it takes no room in the page's layout).
 * On a page without blocks it is the larger "Add your first section" prompt.
 */
export function AddBlockHere({
  editors,
  emptyPage,
  onPick,
  onIntent,
}: {
  editors: readonly EditorRegistration[];
  emptyPage: boolean;
  onPick: (type: string) => void;
  onIntent: (type: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener("pointerdown", outside);
    root.current?.querySelector<HTMLElement>("[role=menu] button")?.focus();
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const label = emptyPage ? "Add your first section" : "Add section here";
  return (
    <div
      ref={root}
      className={emptyPage ? "mt-10 flex justify-center" : "absolute top-0 left-1/2 z-20 -translate-x-1/2 -translate-y-1/2"}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={
          emptyPage
            ? "inline-flex items-center gap-2 rounded-xl border-2 border-dashed border-gray-300 bg-white px-6 py-4 text-base font-semibold text-gray-800 hover:border-blue-500 hover:text-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
            : PILL
        }
      >
        <Plus aria-hidden className={emptyPage ? "size-5" : "size-3.5"} />
        {label}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className="absolute left-1/2 z-30 mt-2 w-56 -translate-x-1/2 rounded-lg border border-gray-200 bg-white p-1 shadow-xl"
        >
          {editors.map((editor) => (
            <button
              key={editor.type}
              type="button"
              role="menuitem"
              {...reachedFor(() => onIntent(editor.type))}
              onClick={() => {
                close(); // focus goes back to "Add section here", where the editor returns it
                onPick(editor.type);
              }}
              onKeyDown={(event) => {
                if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
                event.preventDefault();
                const items = Array.from(root.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? []);
                const next = items.indexOf(event.currentTarget) + (event.key === "ArrowDown" ? 1 : -1);
                items[(next + items.length) % items.length]?.focus();
              }}
              className="block w-full rounded-md px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none"
            >
              {editor.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** A button asked for by the page (`data-editor-open`): "Create this page" on a 404 (a plus), "Edit header" (a pencil for edit requests). */
export function ActionButton({
  label,
  busy,
  edit = false,
  onClick,
  onIntent,
}: {
  label: string;
  busy: boolean;
  edit?: boolean;
  onClick: () => void;
  onIntent: () => void;
}) {
  const Icon = edit ? Pencil : Plus;
  return (
    <button
      type="button"
      {...reachedFor(onIntent)}
      onClick={() => !busy && onClick()}
      aria-busy={busy || undefined}
      className="inline-flex items-center gap-2 rounded-md bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-800 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none aria-busy:cursor-wait aria-busy:opacity-70"
    >
      <Icon aria-hidden className="size-4" />
      {busy ? "Opening..." : label}
    </button>
  );
}

/** The members' floating buttons, bottom right in the floating stack (src/ui/floating-stack.ts): Commands (the palette), Create New and New section. */
export function Launcher({ children }: { children: ReactNode }) {
  return (
    <div
      ref={floatingLayer("editing")}
      role="toolbar"
      aria-label="Edit this site"
      className="fixed right-4 z-40 flex max-w-[calc(100vw-2rem)] flex-wrap items-center justify-end gap-2"
      style={{ bottom: floatingBottom("editing") }}
    >
      {children}
    </div>
  );
}

export function LauncherButton({ label, busy, onClick, shortcut }: { label: string; busy: boolean; onClick: () => void; shortcut?: string }) {
  return (
    <button
      type="button"
      onClick={() => !busy && onClick()}
      aria-busy={busy || undefined}
      aria-keyshortcuts={shortcut}
      className={`${PILL} px-4 py-2.5 text-sm`}
    >
      {busy ? "Opening..." : label}
    </button>
  );
}

/** The floating button that adds a template section at the bottom of the page. */
export function NewSectionButton({ onClick, onIntent, buttonRef }: { onClick: () => void; onIntent: () => void; buttonRef: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={buttonRef}
      type="button"
      {...reachedFor(onIntent)}
      onClick={onClick}
      aria-label="New section"
      className="inline-flex items-center gap-2 rounded-full bg-gray-900 px-5 py-3 text-sm font-semibold text-white shadow-xl shadow-gray-900/25 transition hover:bg-gray-800 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      <Plus aria-hidden className="size-4" />
      New section
    </button>
  );
}
