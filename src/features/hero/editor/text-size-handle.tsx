"use client";

import { MoveHorizontal } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { snapTextPx, TEXT_PX } from "../constants";

type Drag = { pointer: number; x: number; y: number; start: number; group: string };

const KEYS: Record<string, (px: number) => number> = {
  ArrowUp: (px) => px + TEXT_PX.step,
  ArrowRight: (px) => px + TEXT_PX.step,
  ArrowDown: (px) => px - TEXT_PX.step,
  ArrowLeft: (px) => px - TEXT_PX.step,
  PageUp: (px) => px + TEXT_PX.step * 4,
  PageDown: (px) => px - TEXT_PX.step * 4,
  Home: () => TEXT_PX.min,
  End: () => TEXT_PX.max,
};

let gestures = 0;

/**
 * Text size by dragging (spec/editors.md §2.5): drag right or up to enlarge,
 * left or down to shrink; the size is clamped to 12–120 px and rounded to a
 * multiple of 4. A slider for assistive technology and the keyboard (arrows
 * ±4 px, Page Up/Down ±16 px, Home/End). One drag is one undo step.
 */
export function TextSizeHandle({
  label,
  px,
  onChange,
  onCommit,
}: {
  label: string;
  px: number;
  onChange: (px: number, group?: string) => void;
  onCommit: () => void;
}) {
  const drag = useRef<Drag | null>(null);
  const [active, setActive] = useState(false);

  const start = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, start: px, group: `size-${++gestures}` };
    setActive(true);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    onChange(snapTextPx(d.start + (event.clientX - d.x - (event.clientY - d.y)) / 2), d.group);
  };
  const end = () => {
    if (!drag.current) return;
    drag.current = null;
    setActive(false);
    onCommit();
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    onChange(snapTextPx(next(px)));
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={TEXT_PX.min}
      aria-valuemax={TEXT_PX.max}
      aria-valuenow={px}
      aria-valuetext={`${px} px`}
      aria-orientation="horizontal"
      data-text-size-handle={label}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onKeyDown={key}
      onBlur={onCommit}
      title="Drag right or up to enlarge, left or down to shrink"
      className={`inline-flex w-fit cursor-ew-resize touch-none items-center gap-1.5 rounded-full border px-2.5 py-1 font-sans text-xs font-medium shadow-sm select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
        active ? "border-blue-600 bg-blue-600 text-white" : "border-gray-300 bg-white text-gray-800 hover:border-blue-500"
      }`}
    >
      <MoveHorizontal aria-hidden className="size-3.5" />
      {label}: {px} px
    </div>
  );
}
