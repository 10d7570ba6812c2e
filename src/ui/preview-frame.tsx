"use client";

import { Monitor, Smartphone, Tablet } from "lucide-react";
import { useState, useSyncExternalStore, type ReactNode } from "react";

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

/**
 * A live preview at a real width (issue 9): Desktop is the page's own width,
 * Tablet 768 px, Mobile 390 px. The content is laid out at that width in a CSS
 * container (`@container`, so the blocks' container-query variants such as
 * `@3xl:` answer to it). Wider than the dialog, it scrolls sideways rather than
 * being scaled down: scaled, its controls would shrink below the 24 px target size.
 */
export function PreviewFrame({ children, label = "Preview" }: { children: ReactNode; label?: string }) {
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  const page = useSyncExternalStore(subscribeResize, pageWidth, serverPageWidth);
  const width = PREVIEW_DEVICES.find((d) => d.id === device)!.width ?? page;
  return (
    <section aria-label={label} className="space-y-2">
      <div className="flex items-center justify-end gap-2">
        <span className="text-xs text-gray-600" aria-live="polite" data-testid="preview-width">
          {width} px
        </span>
        <div role="group" aria-label="Preview width" className="inline-flex rounded-lg border border-gray-200 bg-white p-0.5">
          {PREVIEW_DEVICES.map(({ id, label: name, Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={device === id}
              onClick={() => setDevice(id)}
              className={`inline-flex min-h-6 items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
                device === id ? "bg-gray-900 text-white" : "text-gray-700 hover:bg-gray-100"
              }`}
            >
              <Icon aria-hidden className="size-3.5" />
              {name}
            </button>
          ))}
        </div>
      </div>
      <div className="overflow-x-auto">
        <div data-preview-device={device} className="@container mx-auto" style={{ width }}>
          {children}
        </div>
      </div>
    </section>
  );
}
