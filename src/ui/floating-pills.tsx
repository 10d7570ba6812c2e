"use client";

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Plus } from "lucide-react";
import { useT } from "@/platform/tenancy/site-context";
import { floatingBottom, floatingLayer } from "./floating-stack";

/**
 * The visitors' floating pills (Help, Schedule Meeting). Each pill registers here;
 * with two or more on the page, phones (under 768 px) show one compact launcher
 * instead, a button that opens a small menu with the pills (issue 36). The pills
 * stay in the page (hidden by CSS under 768 px), so a window made wider or narrower
 * switches at once, with no script.
 */
export type FloatingPill = { id: "help" | "meetings"; label: string; icon: ReactNode; open: () => void };

const ORDER: readonly FloatingPill["id"][] = ["help", "meetings"];
const pills = new Map<FloatingPill["id"], FloatingPill>();
const listeners = new Set<() => void>();
let snapshot: readonly FloatingPill[] = [];

function changed() {
  snapshot = ORDER.flatMap((id) => pills.get(id) ?? []);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const usePills = () =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );

let launcherButton: HTMLButtonElement | null = null;

/** Focus back where the visitor was: the pill, or the compact launcher when the pill is hidden there. */
export function focusFloating(button: HTMLElement | null) {
  const target = button && button.getClientRects().length > 0 ? button : launcherButton;
  target?.focus();
}

/**
 * Registers a pill while it is mounted; answers whether it is grouped (hidden under
 * 768 px, where the compact launcher stands for it) and renders the launcher with the
 * first of the grouped pills.
 */
export function useFloatingPill(pill: FloatingPill): { grouped: boolean; launcher: ReactNode } {
  const { id, label } = pill;
  const latest = useRef(pill);
  useEffect(() => {
    latest.current = pill;
  });
  // Before the first paint: on a phone the second pill never shows for a frame beside the first.
  useLayoutEffect(() => {
    pills.set(id, { id, label, icon: latest.current.icon, open: () => latest.current.open() });
    changed();
    return () => {
      pills.delete(id);
      changed();
    };
  }, [id, label]);
  const shown = usePills();
  const grouped = shown.length > 1 && shown.some((entry) => entry.id === id);
  return { grouped, launcher: grouped && shown[0]?.id === id ? <CompactLauncher pills={shown} /> : null };
}

const ITEM =
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-base font-semibold text-gray-900 hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none";

/** The one button for the pills on phones, and its menu (arrow keys, Escape, Tab out). */
function CompactLauncher({ pills }: { pills: readonly FloatingPill[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const label = t("floatingLauncher");

  useEffect(() => {
    const mine = button.current;
    launcherButton = mine;
    return () => {
      if (launcherButton === mine) launcherButton = null;
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const close = (focus: boolean) => {
    setOpen(false);
    if (focus) button.current?.focus();
  };

  return (
    // It stands where the first pill would (the pills are hidden wherever it shows), so it never moves while the
    // hidden pills' heights go to 0 in the stack; its own height counts for the page's bottom padding.
    <div ref={floatingLayer("launcher")} data-floating-launcher className="fixed right-4 z-40 md:hidden" style={{ bottom: floatingBottom("help") }}>
      {open && (
        <div
          ref={menu}
          role="menu"
          aria-label={label}
          className="absolute right-0 bottom-full mb-2 w-max min-w-48 rounded-xl bg-white p-1.5 shadow-2xl ring-1 ring-gray-900/10"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              close(true);
              return;
            }
            if (event.key === "Tab") return close(false);
            if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End") return;
            event.preventDefault();
            const items = Array.from(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? []);
            const at = items.indexOf(document.activeElement as HTMLElement);
            const next = event.key === "Home" ? 0 : event.key === "End" ? items.length - 1 : at + (event.key === "ArrowDown" ? 1 : -1);
            items[(next + items.length) % items.length]?.focus();
          }}
        >
          {pills.map((pill) => (
            <button
              key={pill.id}
              type="button"
              role="menuitem"
              className={ITEM}
              onClick={() => {
                close(false);
                pill.open();
              }}
            >
              <span aria-hidden className="text-blue-700 [&_svg]:size-5">
                {pill.icon}
              </span>
              {pill.label}
            </button>
          ))}
        </div>
      )}
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={label}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex size-12 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <Plus aria-hidden className={`size-6 motion-safe:transition-transform ${open ? "rotate-45" : ""}`} />
      </button>
    </div>
  );
}
