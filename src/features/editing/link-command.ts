"use client";

import { useEffect, useRef, useState } from "react";
import { WINDOW_EVENTS } from "@/platform/window-events";
import { commandForLink, type Command } from "./commands";
import type { EditorRegistration } from "./types";

/**
 * A link that opens an editor: `/#open=header`, `/about#open=page-layout`,
 * `/#open=settings&tab=faqs` (the members' dashboard at /admin links to every
 * editor this way), `/#open=inbox&item=12` (one record of an editor that lists
 * them: the away mail's link to a conversation). The hash never reaches the server, so the page is the same
 * cached page for everyone; the shell runs the command once the member's role
 * is known (only a command of their role's list runs, or the one an entry that is not
 * theirs names as its `otherwise`: `commandForLink`) and clears the hash.
 */
export function useCommandFromLink(commands: readonly Command[], editors: readonly EditorRegistration[], run: (command: Command) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || commands.length === 0) return;
    const params = new URLSearchParams(window.location.hash.slice(1));
    const id = params.get("open");
    if (!id) return;
    done.current = true;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    const command = commandForLink(commands, editors, id);
    if (!command) return;
    const tab = params.get("tab");
    const item = Number(params.get("item"));
    if (tab && command.type === "global_settings") run({ ...command, tab });
    else if (Number.isSafeInteger(item) && item > 0) run({ ...command, item });
    else run(command);
  }, [commands, editors, run]);
}

/**
 * A link that opens one record's editor: `/about#edit=template_section&id=12`,
 * `/my-post#edit=post&id=3&slug=my-post` (the check before publishing links each
 * finding this way). Run once the member's editors are known (only an editor this
 * member may use opens); the hash is cleared.
 */
export function useEditFromLink(ready: boolean, canOpen: (type: string) => boolean, openEdit: (type: string, id: number, slug?: string) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready) return;
    const params = new URLSearchParams(window.location.hash.slice(1));
    const type = params.get("edit");
    if (!type) return;
    done.current = true;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    const id = Number(params.get("id"));
    if (!canOpen(type) || !Number.isSafeInteger(id) || id <= 0) return;
    openEdit(type, id, params.get("slug") ?? undefined);
  }, [ready, canOpen, openEdit]);
}

/** The window event that runs one of the member's commands by id (WINDOW_EVENTS.openCommand). */
export const OPEN_COMMAND_EVENT = WINDOW_EVENTS.openCommand;

/**
 * An editor's link to another editor: it closes and dispatches OPEN_COMMAND_EVENT with the
 * command's id; the command runs once no editor is open (`idle`), if it is in the member's list.
 */
export function useCommandFromEvent(commands: readonly Command[], idle: boolean, run: (command: Command) => void) {
  const requested = useRef<string | null>(null);
  // A request renders the shell again (the effect below then sees it, once the closing editor is gone).
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const onOpen = (event: CustomEvent<string>) => {
      requested.current = event.detail;
      setAsked((n) => n + 1);
    };
    window.addEventListener(OPEN_COMMAND_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_COMMAND_EVENT, onOpen);
  }, []);
  useEffect(() => {
    const id = requested.current;
    if (!id || !idle) return;
    requested.current = null;
    const command = commands.find((c) => c.id === id);
    if (command) run(command);
  }, [asked, idle, commands, run]);
}
