"use client";

import { useEffect, useRef } from "react";
import type { EditorRegistration } from "./types";

/** Whether a keydown matches "mod+shift+s" (mod: Cmd on macOS, Ctrl elsewhere). */
export function matchesShortcut(event: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">, shortcut: string, mac: boolean): boolean {
  const parts = shortcut.toLowerCase().split("+");
  const key = parts.pop();
  const wants = (name: string) => parts.includes(name);
  const mod = mac ? event.metaKey : event.ctrlKey;
  return (
    event.key.toLowerCase() === key &&
    mod === wants("mod") &&
    event.shiftKey === wants("shift") &&
    event.altKey === wants("alt")
  );
}

/** The registered editors' keyboard shortcuts, active while no editor is open. */
export function useShortcuts(editors: readonly EditorRegistration[], enabled: boolean, run: (editor: EditorRegistration) => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!enabled) return;
    const mac = /Mac|iPhone|iPad/.test(navigator.platform);
    const onKeyDown = (event: KeyboardEvent) => {
      const editor = editors.find((e) => e.shortcut && matchesShortcut(event, e.shortcut, mac));
      if (!editor) return;
      event.preventDefault();
      latest.current(editor);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [editors, enabled]);
}
