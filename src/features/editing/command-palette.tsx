"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Command as Cmdk } from "cmdk";
import { useMemo, useRef, useState } from "react";
import { shortcutLabel, type Command } from "./commands";
import { readRecent } from "./recent-commands";

const ITEM =
  "flex cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-sm text-gray-800 data-[disabled=true]:cursor-not-allowed data-[disabled=true]:text-gray-600 data-[selected=true]:bg-gray-100";
const HEADING =
  "[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-gray-600";

/**
 * The command palette (Cmd/Ctrl+K, spec/site-admin.md §2.10): the Create New
 * entries, filtered as one types, the five most recent first. Loaded the first
 * time it opens. Enter runs, Escape closes and focus goes back where it was.
 */
export default function CommandPalette({ commands, onRun, onClose }: { commands: Command[]; onRun: (command: Command) => void; onClose: () => void }) {
  const [recent] = useState(readRecent);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const mac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
  const recentCommands = useMemo(
    () => recent.map((id) => commands.find((c) => c.id === id)).filter((c): c is Command => !!c && !c.disabled),
    [recent, commands],
  );
  const others = commands.filter((c) => !recentCommands.includes(c));

  const item = (command: Command, group: string) => (
    <Cmdk.Item
      key={`${group}:${command.id}`}
      value={`${group}:${command.id}`}
      keywords={[command.label, ...command.keywords]}
      disabled={!!command.disabled}
      onSelect={() => onRun(command)}
      className={ITEM}
    >
      <span>{command.label}</span>
      <span className="text-xs text-gray-600">{command.disabled ?? (command.shortcut ? shortcutLabel(command.shortcut, mac) : "")}</span>
    </Cmdk.Item>
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed top-[15vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-2xl outline-none"
        >
          <Dialog.Title className="sr-only">Command palette</Dialog.Title>
          <Cmdk
            label="Command palette"
            filter={(value, search, keywords) => (`${value} ${(keywords ?? []).join(" ")}`.toLowerCase().includes(search.toLowerCase().trim()) ? 1 : 0)}
          >
            <Cmdk.Input
              placeholder="Type a command..."
              className="w-full border-b border-gray-200 px-4 py-3 text-base text-gray-900 outline-none placeholder:text-gray-600"
            />
            <Cmdk.List className={`max-h-[50vh] overflow-y-auto p-1.5 ${HEADING}`}>
              <Cmdk.Empty className="px-3 py-6 text-center text-sm text-gray-600">No commands found</Cmdk.Empty>
              {recentCommands.length > 0 && <Cmdk.Group heading="Recent">{recentCommands.map((c) => item(c, "recent"))}</Cmdk.Group>}
              <Cmdk.Group heading="Create and edit">{others.map((c) => item(c, "all"))}</Cmdk.Group>
            </Cmdk.List>
          </Cmdk>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
