"use client";

import { ChevronDown } from "lucide-react";
import { createContext, useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

type ToolbarState = { openId: string | null; setOpenId: (id: string | null) => void; closeAndFocus: () => void; markInside: (event: Event) => void };

const ToolbarContext = createContext<ToolbarState | null>(null);

function useToolbarState(): ToolbarState {
  const state = useContext(ToolbarContext);
  if (!state) throw new Error("ToolbarDropdown must be inside a Toolbar");
  return state;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The panel's first Tab stop. A radio group's stop is its checked option (as
 * Tab would land), so arrow keys start from the selected value, not the first one.
 */
function firstTabStop(panel: HTMLElement | null): HTMLElement | null {
  for (const el of Array.from(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])) {
    if (!(el instanceof HTMLInputElement) || el.type !== "radio" || el.checked || !el.name) return el;
    const checked = Array.from(panel!.querySelectorAll<HTMLInputElement>("input[type=radio]:checked")).find((r) => r.name === el.name);
    return checked ?? el;
  }
  return null;
}

/**
 * A row of dropdowns of which at most one is open. A click outside the open
 * dropdown or Escape closes it (Escape is caught before a surrounding dialog
 * sees it, so only the dropdown closes) and focus goes back to its button.
 * "Outside" is outside in React's tree: a dialog the panel opened (e.g. Media
 * URL, portalled to the body) is part of it, so its buttons work (issue 18).
 * Left/Right arrows move between the dropdown buttons; every button is also a Tab stop.
 */
export function Toolbar({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  // The last pointerdown that went through the open dropdown's React tree (portals included).
  const inside = useRef<Event | null>(null);
  const markInside = (event: Event) => {
    inside.current = event;
  };

  const closeAndFocus = () => {
    ref.current?.querySelector<HTMLElement>(`[data-toolbar-trigger="${openId}"]`)?.focus();
    setOpenId(null);
  };

  useEffect(() => {
    if (!openId) return;
    const item = () => ref.current?.querySelector<HTMLElement>(`[data-toolbar-item="${openId}"]`);
    // Bubble phase: React's handlers (which mark a press inside) have run by then.
    const onPointerDown = (event: PointerEvent) => {
      const open = item();
      if (open && !open.contains(event.target as Node) && inside.current !== event) setOpenId(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      event.preventDefault();
      item()?.querySelector<HTMLElement>("[data-toolbar-trigger]")?.focus();
      setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    // Window capture runs before the dialog's document-level Escape handler.
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("keydown", onKeyDown, true);
    };
  }, [openId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute("data-toolbar-trigger") || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
    const triggers = Array.from(ref.current?.querySelectorAll<HTMLElement>("[data-toolbar-trigger]") ?? []);
    const index = triggers.indexOf(target);
    const next = triggers[(index + (event.key === "ArrowRight" ? 1 : -1) + triggers.length) % triggers.length];
    event.preventDefault();
    next?.focus();
  };

  return (
    <ToolbarContext.Provider value={{ openId, setOpenId, closeAndFocus, markInside }}>
      <div
        ref={ref}
        role="toolbar"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className={`flex flex-wrap items-center gap-1.5 ${className}`}
      >
        {children}
      </div>
    </ToolbarContext.Provider>
  );
}

/** Inside a ToolbarDropdown panel: closes it and focuses its button (e.g. after a choice that ends the task). */
export function useCloseDropdown(): () => void {
  return useToolbarState().closeAndFocus;
}

export type ToolbarDropdownProps = {
  /** Unique within the toolbar. */
  id: string;
  label: string;
  icon?: ReactNode;
  /** The current value, shown after the label (e.g. a swatch or "3 columns"). */
  summary?: ReactNode;
  /** Panel width classes; the panel is anchored under the button. */
  panelClassName?: string;
  align?: "start" | "end";
  children: ReactNode;
};

/** A toolbar button (aria-expanded, aria-haspopup) with a panel of controls below it. ArrowDown opens it and focuses the first control. */
export function ToolbarDropdown({ id, label, icon, summary, panelClassName = "w-80", align = "start", children }: ToolbarDropdownProps) {
  const { openId, setOpenId, markInside } = useToolbarState();
  const open = openId === id;
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);

  useEffect(() => {
    if (open && focusFirst.current) firstTabStop(panelRef.current)?.focus();
    focusFirst.current = false;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    if (open) firstTabStop(panelRef.current)?.focus();
    else {
      focusFirst.current = true;
      setOpenId(id);
    }
  };

  return (
    <div className="relative" data-toolbar-item={id} onPointerDown={open ? (event) => markInside(event.nativeEvent) : undefined}>
      <button
        type="button"
        data-toolbar-trigger={id}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenId(open ? null : id)}
        onKeyDown={onKeyDown}
        className={`inline-flex h-9 items-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-blue-500/40 focus-visible:outline-none ${
          open ? "border-gray-900 bg-gray-900 text-white" : "border-gray-200 bg-white text-gray-700 hover:border-gray-300 hover:bg-gray-50"
        }`}
      >
        {icon}
        <span>{label}</span>
        {summary && <span className={`hidden items-center gap-1.5 text-xs font-normal sm:flex ${open ? "text-gray-300" : "text-gray-500"}`}>{summary}</span>}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={label}
          className={`absolute top-full z-30 mt-2 max-w-[calc(100vw-3rem)] rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-800 shadow-xl shadow-gray-900/10 ${
            align === "end" ? "right-0" : "left-0"
          } ${panelClassName}`}
        >
          {children}
        </div>
      )}
    </div>
  );
}
