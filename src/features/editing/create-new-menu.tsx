"use client";

import { ChevronUp, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { Command } from "./commands";

const ITEM =
  "flex w-full items-center justify-between gap-4 rounded-md px-3 py-1.5 text-left text-sm text-gray-800 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none aria-disabled:cursor-not-allowed aria-disabled:text-gray-600 aria-disabled:hover:bg-transparent";

/**
 * The floating "Create New" menu (spec/site-admin.md §2.10): a menu button whose
 * items open the editors. Arrow keys move, Home/End jump, Escape closes and
 * returns focus to the button; a disabled item says why ("Coming soon").
 */
export function CreateNewMenu({ commands, busy, onRun }: { commands: Command[]; busy: string | null; onRun: (command: Command) => void }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const go = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") go(index + 1);
    else if (event.key === "ArrowUp") go(index - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") close(false);
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((on) => !on)}
        onKeyDown={(event) => {
          if (event.key === "ArrowUp" || event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex items-center gap-2 rounded-full bg-blue-700 px-5 py-3 text-sm font-semibold text-white shadow-xl shadow-gray-900/25 hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <Plus aria-hidden className="size-4" />
        {busy ? "Opening..." : "Create New"}
        <ChevronUp aria-hidden className={`size-4 transition-transform motion-reduce:transition-none ${open ? "" : "rotate-180"}`} />
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label="Create New"
          onKeyDown={onKeyDown}
          className="absolute right-0 bottom-full mb-2 max-h-[70vh] w-72 overflow-y-auto rounded-xl border border-gray-200 bg-white p-1.5 shadow-2xl"
        >
          {commands.map((command) => (
            <div
              key={command.id}
              role="menuitem"
              tabIndex={-1}
              aria-disabled={command.disabled ? true : undefined}
              onClick={() => {
                if (command.disabled) return;
                close(); // the editor it opens gives focus back to the button
                onRun(command);
              }}
              onKeyDown={(event) => {
                if ((event.key === "Enter" || event.key === " ") && !command.disabled) {
                  event.preventDefault();
                  close();
                  onRun(command);
                }
              }}
              className={ITEM}
            >
              <span>{command.label}</span>
              {command.disabled && <span className="text-xs">{command.disabled}</span>}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
