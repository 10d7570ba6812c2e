"use client";

import { Monitor, Smartphone, Tablet } from "lucide-react";
import { useCallback, useState, useSyncExternalStore, type ComponentType, type CSSProperties, type ReactNode } from "react";

/** The widths a live preview can be seen at: the page's own width, a tablet's, a phone's. */
export const PREVIEW_DEVICES = [
  { id: "desktop", label: "Desktop", width: null, Icon: Monitor },
  { id: "tablet", label: "Tablet", width: 768, Icon: Tablet },
  { id: "mobile", label: "Mobile", width: 390, Icon: Smartphone },
] as const;

export type PreviewDevice = (typeof PREVIEW_DEVICES)[number]["id"];

const subscribeResize = (onChange: () => void) => {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};
const pageWidth = () => document.documentElement.clientWidth;
const serverPageWidth = () => 1280;

/** Fit zooms a preview wider than its room out until it fits (as a design tool's canvas does); 100% shows it at its real size. */
const ZOOMS = [
  { id: "fit", label: "Fit" },
  { id: "actual", label: "100%" },
] as const;
type Zoom = (typeof ZOOMS)[number]["id"];

/**
 * Zoomed out, every control of the preview keeps a 24 px target on screen (WCAG
 * 2.5.8; e.g. the slider's dots, the text toolbar, a one-line description): its
 * least size is 24 px divided by the zoom. Only small controls grow.
 */
const KEEP_TARGETS = [
  "[&_button]:min-h-[calc(1.5rem/var(--preview-scale))]",
  "[&_button]:min-w-[calc(1.5rem/var(--preview-scale))]",
  "[&_textarea]:min-h-[calc(1.5rem/var(--preview-scale))]",
  "[&_[contenteditable=true]]:min-h-[calc(1.5rem/var(--preview-scale))]",
].join(" ");

/** An element's size as a ResizeObserver reports it (layout size: a transform does not change it). */
function useSize(): [(element: HTMLElement | null) => void, { width: number; height: number } | null] {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [observe, size];
}

/**
 * A live preview at a real width (issue 9): Desktop is the page's own width,
 * Tablet 768 px, Mobile 390 px. The content is laid out at that width in a CSS
 * container (`@container`, so the blocks' container-query variants such as
 * `@3xl:` answer to it). Wider than the dialog, it is zoomed out to fit
 * (issue 18: a sideways scroll hid the last cards), the scale shown beside the
 * width ("87%"); "100%" shows it at its real size, scrolling sideways, for
 * anyone who wants its controls full size. The zoom is a transform, so the
 * layout (and every container query) stays that of the real width.
 */
export function PreviewFrame({ children, label = "Preview" }: { children: ReactNode; label?: string }) {
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  const [zoom, setZoom] = useState<Zoom>("fit");
  const page = useSyncExternalStore(subscribeResize, pageWidth, serverPageWidth);
  const width = PREVIEW_DEVICES.find((d) => d.id === device)!.width ?? page;
  const [roomRef, room] = useSize();
  const [contentRef, content] = useSize();
  // Whole percents, rounded down, so the zoomed preview never overflows its room.
  const percent = zoom === "fit" && room && room.width < width ? Math.floor((room.width / width) * 100) : 100;
  const scale = percent / 100;
  const zoomed = scale < 1;
  return (
    <section aria-label={label} className="space-y-2">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="text-xs text-gray-600" aria-live="polite">
          <span data-testid="preview-width">{width} px</span>
          <span aria-hidden> · </span>
          <span data-testid="preview-scale">{percent}%</span>
        </span>
        <ToggleGroup label="Zoom" options={ZOOMS} value={zoom} onChange={setZoom} />
        <ToggleGroup label="Preview width" options={PREVIEW_DEVICES} value={device} onChange={setDevice} />
      </div>
      <div ref={roomRef} className={zoomed ? "overflow-hidden" : "overflow-x-auto"} data-preview-zoom={percent}>
        <div className="mx-auto" style={zoomed ? { width: width * scale, height: content ? content.height * scale : undefined } : { width }}>
          <div
            ref={contentRef}
            data-preview-device={device}
            className={`@container origin-top-left ${zoomed ? KEEP_TARGETS : ""}`}
            style={{ width, ...(zoomed ? ({ transform: `scale(${scale})`, "--preview-scale": scale } as CSSProperties) : {}) }}
          >
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}

type ToggleOption<T extends string> = { id: T; label: string; Icon?: ComponentType<{ "aria-hidden"?: boolean; className?: string }> };

/** A row of aria-pressed buttons of which one is chosen. */
function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg border border-gray-200 bg-white p-0.5">
      {options.map(({ id, label: name, Icon }) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => onChange(id)}
          className={`inline-flex min-h-6 items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
            value === id ? "bg-gray-900 text-white" : "text-gray-700 hover:bg-gray-100"
          }`}
        >
          {Icon && <Icon aria-hidden className="size-3.5" />}
          {name}
        </button>
      ))}
    </div>
  );
}
