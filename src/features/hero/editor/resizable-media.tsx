"use client";

import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { clampImagePx } from "../constants";

/** The 8 handles: which way each moves the right/bottom (1) or left/top (-1) edge. */
const HANDLES = [
  { id: "nw", x: -1, y: -1, name: "top-left corner", cursor: "nwse-resize" },
  { id: "n", x: 0, y: -1, name: "top edge", cursor: "ns-resize" },
  { id: "ne", x: 1, y: -1, name: "top-right corner", cursor: "nesw-resize" },
  { id: "e", x: 1, y: 0, name: "right edge", cursor: "ew-resize" },
  { id: "se", x: 1, y: 1, name: "bottom-right corner", cursor: "nwse-resize" },
  { id: "s", x: 0, y: 1, name: "bottom edge", cursor: "ns-resize" },
  { id: "sw", x: -1, y: 1, name: "bottom-left corner", cursor: "nesw-resize" },
  { id: "w", x: -1, y: 0, name: "left edge", cursor: "ew-resize" },
] as const;
type Handle = (typeof HANDLES)[number];

const KEY_MOVES: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/** Pixels per arrow key press (Shift: larger steps). */
export const KEY_STEP = { normal: 10, large: 50 } as const;

type Size = { width: number; height: number };
type Drag = { pointer: number; handle: Handle; x: number; y: number; start: Size; group: string };

let gestures = 0;

/**
 * The image in the preview with 8 resize handles and a badge of its size
 * (`width x height px`, spec/editors.md §2.5). Each side stays at 50 px or more.
 * Dragging a handle is one undo step; on a focused handle the arrow keys move
 * its edges by 10 px (50 px with Shift).
 */
export function ResizableMedia({
  children,
  size,
  style,
  onResize,
  onCommit,
}: {
  children: ReactNode;
  size: Size;
  /** The image box's own size (the wrapper is the box, so the handles sit on its edges). */
  style: CSSProperties;
  onResize: (size: Size, group?: string) => void;
  onCommit: () => void;
}) {
  const drag = useRef<Drag | null>(null);
  const [active, setActive] = useState(false);
  const hint = useId();

  const resize = (handle: Handle, dx: number, dy: number, from: Size, group?: string) =>
    onResize({ width: clampImagePx(from.width + handle.x * dx), height: clampImagePx(from.height + handle.y * dy) }, group);

  const start = (handle: Handle) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    // The handle takes focus (preventDefault keeps the browser from giving it), so Ctrl+Z right after undoes the drag.
    event.currentTarget.focus();
    drag.current = { pointer: event.pointerId, handle, x: event.clientX, y: event.clientY, start: size, group: `resize-${++gestures}` };
    setActive(true);
  };
  const move = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (d && d.pointer === event.pointerId) resize(d.handle, event.clientX - d.x, event.clientY - d.y, d.start, d.group);
  };
  const end = () => {
    if (!drag.current) return;
    drag.current = null;
    setActive(false);
    onCommit();
  };
  const key = (handle: Handle) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_MOVES[event.key];
    if (!step) return;
    event.preventDefault();
    const amount = event.shiftKey ? KEY_STEP.large : KEY_STEP.normal;
    resize(handle, step[0] * amount, step[1] * amount, size);
  };

  return (
    <div className="relative shrink-0" style={style} data-resizable-media>
      {children}
      <span id={hint} className="sr-only">
        Drag to resize the image, or use the arrow keys (hold Shift for larger steps).
      </span>
      <span
        role="status"
        data-testid="image-size-badge"
        className={`pointer-events-none absolute top-2 left-2 rounded-md bg-gray-950/80 px-2 py-1 font-mono text-xs font-medium text-white shadow transition-opacity ${active ? "opacity-100" : "opacity-90"}`}
      >
        {size.width} x {size.height} px
      </span>
      {HANDLES.map((handle) => (
        <button
          key={handle.id}
          type="button"
          data-resize-handle={handle.id}
          aria-label={`Resize image from the ${handle.name}`}
          aria-describedby={hint}
          onPointerDown={start(handle)}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          onKeyDown={key(handle)}
          onBlur={onCommit}
          className="absolute z-10 flex size-6 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-sm focus-visible:outline-2 focus-visible:outline-blue-600"
          style={{ left: `${(handle.x + 1) * 50}%`, top: `${(handle.y + 1) * 50}%`, cursor: handle.cursor }}
        >
          <span aria-hidden className="size-3 rounded-sm border-2 border-blue-600 bg-white shadow" />
        </button>
      ))}
    </div>
  );
}
