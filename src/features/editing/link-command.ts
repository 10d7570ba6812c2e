"use client";

import { useEffect, useRef } from "react";
import type { Command } from "./commands";

/**
 * A link that opens an editor: `/#open=header`, `/about#open=page-layout`,
 * `/#open=settings&tab=faqs` (the members' dashboard at /admin links to every
 * editor this way), `/#open=inbox&item=12` (one record of an editor that lists
 * them: the away mail's link to a conversation). The hash never reaches the server, so the page is the same
 * cached page for everyone; the shell runs the command once the member's role
 * is known (only a command of their role's list runs) and clears the hash.
 */
export function useCommandFromLink(commands: readonly Command[], run: (command: Command) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || commands.length === 0) return;
    const params = new URLSearchParams(window.location.hash.slice(1));
    const id = params.get("open");
    if (!id) return;
    done.current = true;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    const command = commands.find((c) => c.id === id);
    if (!command) return;
    const tab = params.get("tab");
    const item = Number(params.get("item"));
    if (tab && command.type === "global_settings") run({ ...command, tab });
    else if (Number.isSafeInteger(item) && item > 0) run({ ...command, item });
    else run(command);
  }, [commands, run]);
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
