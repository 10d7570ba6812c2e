import type { ComponentType } from "react";
import type { SignInModal } from "@/platform/session";
import type { Role } from "@/platform/tenancy/types";
import type { LinkChoices } from "@/ui/rich-text-editor/link-choices";

/**
 * What the editing shell asks an editor to do. `urlPage` is the page the member
 * is on (stored form, no locale prefix). A create may carry the `order` the new
 * block takes ("Add section here") and, for a page, a suggested `slug`.
 */
export type EditorRequest =
  | {
      mode: "create";
      urlPage: string;
      order?: number;
      slug?: string;
      /** For the Global Settings editor: the tab to open on ("hero", "faqs", "team"...). */
      tab?: string;
      /** For an editor that lists records (the inbox): the one to open on, from an `#open=<id>&item=<n>` link. */
      item?: number;
      /** Where a new record's editor sends the browser after saving (same-origin path only). */
      returnTo?: string;
    }
  /** `slug` addresses records the API reads by slug (a post). */
  | { mode: "edit"; urlPage: string; id: number; slug?: string };

/** What an editor reports when it closes: nothing (cancelled) or what it saved. */
export type EditorResult = { action: "created" | "updated" | "deleted"; type: string; id: number } | undefined;

export type EditorProps<D = unknown> = {
  request: EditorRequest;
  /** What `prepare` loaded (edit mode: the record). */
  data: D;
  onClose: (result?: EditorResult) => void;
};

/** The lazily loaded module of an editor. */
export type EditorModule<D = unknown> = {
  default: ComponentType<EditorProps<D>>;
  /**
   * Loads what the editor needs before it shows (the record to edit). The control
   * that opened it shows "Opening..." meanwhile; a thrown Error's message is toasted.
   */
  prepare?: (request: EditorRequest) => Promise<D>;
};

/**
 * One entry of the Create New menu and the command palette (spec/site-admin.md
 * §2.10), as the registration of the editor it opens declares it.
 */
export type EditorCommand = {
  /** Stable id: the palette's recent commands keep it, and `#open=<id>` links name it. */
  id: string;
  /** "New section", "Settings: FAQs". */
  label: string;
  /** Words the palette also matches ("faq" finds "Settings: FAQs"). */
  keywords?: readonly string[];
  /** The roles that get the entry (also only where the editor's own `roles` allow). */
  roles: readonly Role[];
  /**
   * Where it stands in the list: what members create ("content"), the site's
   * parts ("site"), then Global Settings tabs ("settings"); entries whose editor
   * is not built yet come last.
   */
  group: "content" | "site" | "settings";
  /** A Global Settings tab to open on. */
  tab?: string;
  /** Header, footer and page layout need the organization's id. */
  needsOrganization?: boolean;
  /** Its keyboard shortcut, "mod+shift+s" (mod = Cmd on macOS, Ctrl elsewhere), shown beside it in the palette. */
  shortcut?: string;
  /**
   * A page the entry goes to instead of opening its editor, from the base path of the page the
   * member is on and the address it is shown at (the check before publishing of this page, in
   * the language browsed). Palette only: Create New creates.
   */
  href?: (urlPage: string, pathname: string) => string;
  /** In the palette (and `#open=` links) only, not in Create New: it opens a view of the page, it creates nothing (the translation view). */
  paletteOnly?: boolean;
  /**
   * The id of another entry an `#open=` link to this one runs, with this entry's `tab`, for a member
   * whose role this entry is not for but that one is ("translate-site" → "translate": the translation
   * view opens on the page's texts and says why). Without it such a link opens nothing.
   */
  otherwise?: string;
};

/**
 * An editor as it registers with the shell (DESIGN.md "Editing"). Create New, the
 * command palette, the keyboard shortcuts, the blocks' Edit buttons and "Add
 * section here" all read the one list in src/app/editors.ts.
 */
export type EditorRegistration = {
  /** A block type ("template_section", "heading_section") or another editor ("page", "page_layout"). */
  type: string;
  /** Plain words: "Template section", "Heading section", "Page", "Page layout". */
  label: string;
  /** For block editors: the word on the block's Edit button ("Edit section: {title}"). */
  noun?: string;
  /** Offered by "Add section here" between blocks. */
  block?: boolean;
  /** At most one such block per page (the hero): "Add section here" stops offering it once the page has one. */
  onePerPage?: boolean;
  /**
   * The roles whose saves its API takes (default every member role). Members with
   * another role are not offered it anywhere: no "Edit header" on the page, no
   * shortcut, no command.
   */
  roles?: readonly Role[];
  /** Its entries in Create New and the palette (none: it opens only from the page, like the hero). */
  commands?: readonly EditorCommand[];
  /** Loads the editor. Absent while the editor is not built: its commands show, disabled, "Coming soon". */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each editor's data type is its own
  load?: () => Promise<EditorModule<any>>;
};

/**
 * A block type's editor registration (a hero, a template section, a heading
 * section). The block registry's definition of the type carries it
 * (src/features/site/block-types.ts, listed in src/app/blocks.ts), so a block type is one object: its type
 * and label, the word on its Edit button, its Create New entries and its editor.
 */
export type BlockRegistration<K extends string = string> = EditorRegistration & {
  type: K;
  block: true;
  noun: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each editor's data type is its own
  load: () => Promise<EditorModule<any>>;
};

/** Whether a member with `role` may use the editor (its API takes their saves). */
export const mayUse = (editor: Pick<EditorRegistration, "roles">, role: Role | null | undefined): boolean =>
  !editor.roles || (!!role && editor.roles.includes(role));

/** The shell's API for members-only code (useEditing()). */
export type Editing = {
  open: (type: string, request: EditorRequest) => void;
  editors: readonly EditorRegistration[];
  /** The block types' registrations, in the block registry's order. */
  blocks: readonly BlockRegistration[];
};

/**
 * What the editing shell is handed (src/app/editors.ts assembles it above the
 * features, DESIGN.md "Editing"): every editor, the block types' registrations in
 * the block registry's order, the sign-in dialog an ended session opens, and
 * what the rich text's link fields offer (the site's pages).
 */
export type EditingSetup = {
  editors: readonly EditorRegistration[];
  blocks: readonly BlockRegistration[];
  signIn: SignInModal;
  linkChoices: LinkChoices;
};
