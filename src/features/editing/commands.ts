import type { Role } from "@/platform/tenancy/types";
import type { EditorRegistration } from "./types";

/**
 * One entry of the Create New menu and the command palette (spec/site-admin.md
 * §2.10). Both read this list, built from the shell's one list of editors.
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
  /** Adds a block at the end of the page instead of opening a standalone editor. */
  block: boolean;
  /** Header, footer and page layout need the organization's id. */
  needsOrganization: boolean;
  /** Why it cannot run: its editor does not exist ("Coming soon"). */
  disabled: string | null;
  shortcut?: string;
};

type Entry = { id: string; label: string; type: string; tab?: string; keywords?: string[]; content?: boolean; needsOrganization?: boolean; never?: boolean };

/** §2.10's entries, in its order. Content entries are what editors (the role) get. */
const ENTRIES: Entry[] = [
  { id: "section", label: "New section", type: "template_section", keywords: ["template", "block"], content: true },
  { id: "heading", label: "New heading", type: "heading_section", keywords: ["title", "block"], content: true },
  { id: "page", label: "New page", type: "page", content: true },
  { id: "post", label: "New post", type: "post", keywords: ["blog", "article", "help"], content: true },
  { id: "site-map", label: "Site map", type: "site_map", keywords: ["structure", "tree", "browse"] },
  { id: "settings", label: "Global settings", type: "global_settings", keywords: ["general", "language", "logo"] },
  { id: "page-layout", label: "Page layout", type: "page_layout", keywords: ["order", "sections"], needsOrganization: true },
  { id: "header", label: "Header", type: "header", keywords: ["menu", "navigation"], needsOrganization: true },
  { id: "footer", label: "Footer", type: "footer", keywords: ["links"], needsOrganization: true },
  { id: "settings-hero", label: "Settings: Hero section", type: "global_settings", tab: "hero", keywords: ["banner"] },
  { id: "settings-faqs", label: "Settings: FAQs", type: "global_settings", tab: "faqs", keywords: ["questions", "faq"] },
  { id: "settings-features", label: "Settings: Features", type: "global_settings", tab: "features", keywords: ["highlights"] },
  { id: "settings-banners", label: "Settings: Banners", type: "global_settings", tab: "banners", keywords: ["alerts", "promotion"] },
  { id: "settings-menu", label: "Settings: Menu", type: "global_settings", tab: "menu", keywords: ["navigation"] },
  { id: "settings-products", label: "Settings: Products", type: "global_settings", tab: "products", keywords: ["services"] },
  { id: "pricing-plan", label: "New pricing plan", type: "pricing_plan", keywords: ["price"], never: true },
];

export const COMING_SOON = "Coming soon";

/**
 * The commands a member sees: owners and admins every entry, editors the
 * content ones (section, heading, page, post). An entry whose editor is not
 * registered is shown disabled, "Coming soon"; the pricing plan always is.
 */
export function buildCommands(editors: readonly EditorRegistration[], role: Role | null): Command[] {
  const byType = new Map(editors.map((editor) => [editor.type, editor]));
  return ENTRIES.filter((entry) => role === "owner" || role === "admin" || (role === "editor" && entry.content)).map((entry) => {
    const editor = byType.get(entry.type);
    return {
      id: entry.id,
      label: entry.label,
      keywords: entry.keywords ?? [],
      type: entry.type,
      tab: entry.tab,
      block: !!editor?.block,
      needsOrganization: !!entry.needsOrganization,
      disabled: entry.never || !editor ? COMING_SOON : null,
      shortcut: entry.tab ? undefined : editor?.shortcut,
    };
  });
}

/** "mod+shift+h" as this computer writes it: "⌘⇧H" on a Mac, "Ctrl+Shift+H" elsewhere. */
export function shortcutLabel(shortcut: string, mac: boolean): string {
  const parts = shortcut.split("+").map((part) => ({ mod: mac ? "⌘" : "Ctrl", shift: mac ? "⇧" : "Shift", alt: mac ? "⌥" : "Alt" })[part] ?? part.toUpperCase());
  return parts.join(mac ? "" : "+");
}
