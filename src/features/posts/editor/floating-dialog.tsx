"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Maximize2, Minimize2, X } from "lucide-react";
import { useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode, type RefObject } from "react";

/** spec/visitor.md §9: the post editor is full-screen by default when the window is narrower than this. */
export const FULLSCREEN_BELOW_PX = 768;
const MIN = { width: 480, height: 360 };

type Box = { x: number; y: number; width: number; height: number };
type Edge = "left" | "right" | "top" | "bottom" | "corner";

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/** The box moved or resized, kept inside the window. */
export function clampBox(box: Box, view = viewport()): Box {
  const width = Math.min(Math.max(box.width, Math.min(MIN.width, view.width)), view.width);
  const height = Math.min(Math.max(box.height, Math.min(MIN.height, view.height)), view.height);
  return { width, height, x: Math.min(Math.max(box.x, 0), view.width - width), y: Math.min(Math.max(box.y, 0), view.height - height) };
}

function initialBox(): Box {
  const view = viewport();
  const width = Math.min(1100, view.width - 48);
  const height = Math.min(820, view.height - 48);
  return clampBox({ width, height, x: (view.width - width) / 2, y: (view.height - height) / 2 }, view);
}

type Props = {
  title: ReactNode;
  description: string;
  onRequestClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  headerExtra?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
};

/**
 * A dialog the user can move by its header and resize by its edges (kept inside
 * the window), or switch to full screen (the default on narrow windows). Radix
 * Dialog underneath: labelled, focus trapped, Escape asks to close, focus returns.
 */
export function FloatingDialog({ title, description, onRequestClose, initialFocus, headerExtra, footer, children }: Props) {
  const [box, setBox] = useState(initialBox);
  const [fullscreen, setFullscreen] = useState(() => window.innerWidth < FULLSCREEN_BELOW_PX);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  /** Follows the pointer from a header drag or an edge, until it is released. */
  const track = (event: ReactPointerEvent, change: (start: Box, dx: number, dy: number) => Box) => {
    if (fullscreen || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest("button, a, input")) return;
    event.preventDefault();
    const start = box;
    const from = { x: event.clientX, y: event.clientY };
    const move = (e: PointerEvent) => setBox(clampBox(change(start, e.clientX - from.x, e.clientY - from.y)));
    const stop = () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", stop);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", stop);
  };

  const resize = (edge: Edge) => (event: ReactPointerEvent) =>
    track(event, (start, dx, dy) => {
      const next = { ...start };
      if (edge === "right" || edge === "corner") next.width = start.width + dx;
      if (edge === "bottom" || edge === "corner") next.height = start.height + dy;
      if (edge === "left") Object.assign(next, { x: start.x + dx, width: start.width - dx });
      if (edge === "top") Object.assign(next, { y: start.y + dy, height: start.height - dy });
      return next;
    });

  const style = fullscreen ? { inset: 0 } : { left: box.x, top: box.y, width: box.width, height: box.height };
  const handles: [Edge, string][] = [
    ["left", "top-0 left-0 h-full w-2 cursor-ew-resize"],
    ["right", "top-0 right-0 h-full w-2 cursor-ew-resize"],
    ["top", "top-0 left-0 h-2 w-full cursor-ns-resize"],
    ["bottom", "bottom-0 left-0 h-2 w-full cursor-ns-resize"],
    ["corner", "right-0 bottom-0 size-4 cursor-nwse-resize"],
  ];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onRequestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/40" />
        <Dialog.Content
          data-testid="post-editor"
          data-fullscreen={fullscreen || undefined}
          style={style}
          className={`fixed z-50 flex flex-col overflow-hidden bg-white shadow-2xl outline-none ${fullscreen ? "" : "rounded-xl"}`}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocusTo.current?.isConnected) {
              event.preventDefault();
              returnFocusTo.current.focus();
            }
          }}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div
            data-dialog-drag-handle
            onPointerDown={(event) => track(event, (start, dx, dy) => ({ ...start, x: start.x + dx, y: start.y + dy }))}
            className={`flex items-start gap-3 border-b border-gray-200 px-5 py-3 select-none ${fullscreen ? "" : "cursor-move"}`}
          >
            <div className="min-w-0 flex-1">
              <Dialog.Title className="flex items-center gap-2 text-lg font-semibold text-gray-900">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-gray-600">{description}</Dialog.Description>
            </div>
            {headerExtra}
            <button
              type="button"
              onClick={() => setFullscreen((on) => !on)}
              aria-pressed={fullscreen}
              className="rounded-md p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
              aria-label="Full screen"
              title={fullscreen ? "Leave full screen" : "Full screen"}
            >
              {fullscreen ? <Minimize2 aria-hidden className="size-5" /> : <Maximize2 aria-hidden className="size-5" />}
            </button>
            <button type="button" onClick={onRequestClose} className="rounded-md p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900" aria-label="Close">
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <div className="flex min-h-0 flex-1">{children}</div>
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 px-5 py-3">{footer}</div>
          {!fullscreen &&
            handles.map(([edge, place]) => <div key={edge} aria-hidden data-resize={edge} onPointerDown={resize(edge)} className={`absolute ${place}`} />)}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
