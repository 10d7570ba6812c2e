import type { Role } from "@/platform/tenancy/types";
import { mayUse, type EditorCommand, type EditorRegistration } from "./types";

/**
 * One entry of the Create New menu and the command palette (spec/site-admin.md
 * §2.10), with what the shell needs to run it. Create New, the palette, the
 * keyboard shortcuts and `#open=` links all read this one list, built from the
 * editors' registrations (their `commands`).
 */
export type Command = {
  /** Stable id, kept in the recent commands. */
  id: string;
  label: string;
  /** Words the palette also matches ("faq" finds "Settings: FAQs"). */
  keywords: string[];
  /** The editor it opens. */
  type: string;
  /** A Global Settings tab. */
  tab?: string;
  /** From an `#open=<id>&item=<n>` link: the record a listing editor opens on (a conversation in the inbox). */
  item?: number;
  /** Adds a block at the end of the page instead of opening a standalone editor. */
  block: boolean;
  /** Header, footer and page layout need the organization's id. */
  needsOrganization: boolean;
  /** Why it cannot run: its editor is not built yet ("Coming soon"). */
  disabled: string | null;
  shortcut?: string;
  /** A page it goes to instead of opening an editor (EditorCommand.href). */
  href?: (urlPage: string, pathname: string) => string;
  /** Not in Create New (EditorCommand.paletteOnly). */
  paletteOnly: boolean;
};

export const COMING_SOON = "Coming soon";

const GROUPS: readonly EditorCommand["group"][] = ["content", "site", "settings"];

/**
 * The commands a member with `role` gets, from the editors' registrations in
 * their order: the content entries first, then the site's parts, then the
 * Global Settings tabs, and last the entries whose editor is not built yet
 * (shown disabled, "Coming soon"). An entry is left out when its own roles or
 * its editor's roles do not include the member's.
 */
export function buildCommands(editors: readonly EditorRegistration[], role: Role | null): Command[] {
  if (!role) return [];
  const entries = editors.flatMap((editor) =>
    (editor.commands ?? []).filter((entry) => entry.roles.includes(role) && mayUse(editor, role)).map((entry) => ({ editor, entry })),
  );
  const rank = ({ editor, entry }: (typeof entries)[number]) => (editor.load ? GROUPS.indexOf(entry.group) : GROUPS.length);
  // Array.prototype.sort is stable: within a group the registrations' order holds.
  return entries
    .sort((a, b) => rank(a) - rank(b))
    .map(({ editor, entry }) => ({
      id: entry.id,
      label: entry.label,
      keywords: [...(entry.keywords ?? [])],
      type: editor.type,
      tab: entry.tab,
      block: !!editor.block,
      needsOrganization: !!entry.needsOrganization,
      disabled: editor.load ? null : COMING_SOON,
      shortcut: entry.shortcut,
      href: entry.href,
      paletteOnly: !!entry.paletteOnly,
    }));
}

/**
 * The command an `#open=<id>` link runs for a member whose list is `commands`: the one with that
 * id, else, when a registered entry with that id is not theirs but names one of theirs as its
 * `otherwise`, that one with the entry's tab (the view it opens says what the member may do).
 */
export function commandForLink(commands: readonly Command[], editors: readonly EditorRegistration[], id: string): Command | undefined {
  const own = commands.find((command) => command.id === id);
  if (own) return own;
  const entry = editors.flatMap((editor) => editor.commands ?? []).find((candidate) => candidate.id === id);
  const instead = entry?.otherwise ? commands.find((command) => command.id === entry.otherwise) : undefined;
  return instead && { ...instead, tab: entry!.tab };
}

/** "mod+shift+h" as this computer writes it: "⌘⇧H" on a Mac, "Ctrl+Shift+H" elsewhere. */
export function shortcutLabel(shortcut: string, mac: boolean): string {
  const parts = shortcut
    .split("+")
    .map((part) => ({ mod: mac ? "⌘" : "Ctrl", shift: mac ? "⇧" : "Shift", alt: mac ? "⌥" : "Alt" })[part] ?? part.toUpperCase());
  return parts.join(mac ? "" : "+");
}
