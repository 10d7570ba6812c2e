"use client";

import { useEffect, useRef } from "react";
import type { Command } from "./commands";

/** Whether a keydown matches "mod+shift+s" (mod: Cmd on macOS, Ctrl elsewhere). */
export function matchesShortcut(event: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">, shortcut: string, mac: boolean): boolean {
  const parts = shortcut.toLowerCase().split("+");
  const key = parts.pop();
  const wants = (name: string) => parts.includes(name);
  const mod = mac ? event.metaKey : event.ctrlKey;
  return event.key.toLowerCase() === key && mod === wants("mod") && event.shiftKey === wants("shift") && event.altKey === wants("alt");
}

/** The command a keydown runs: the member's one whose shortcut it is (never a disabled one). */
export function commandForKey(
  commands: readonly Command[],
  event: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
  mac: boolean,
): Command | undefined {
  return commands.find((command) => command.shortcut && !command.disabled && matchesShortcut(event, command.shortcut, mac));
}

/** The commands' keyboard shortcuts (the member's Create New list), active while no editor is open. */
export function useShortcuts(commands: readonly Command[], enabled: boolean, run: (command: Command) => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!enabled) return;
    const mac = /Mac|iPhone|iPad/.test(navigator.platform);
    const onKeyDown = (event: KeyboardEvent) => {
      const command = commandForKey(commands, event, mac);
      if (!command) return;
      event.preventDefault();
      latest.current(command);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [commands, enabled]);
}
