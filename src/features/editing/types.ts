import type { ComponentType } from "react";

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
 * An editor as it registers with the shell (DESIGN.md "Editing"). Create New, the
 * command palette, the keyboard shortcuts, the blocks' Edit buttons and "Add
 * section here" all read the one list in src/features/editing/editors.ts.
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
  /** Text of its button in the shell's floating launcher ("New page", "Page layout"), until Create New replaces it. */
  launcher?: string;
  /** "mod+shift+s" (mod = Cmd on macOS, Ctrl elsewhere). */
  shortcut?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each editor's data type is its own
  load: () => Promise<EditorModule<any>>;
};

/** The shell's API for members-only code (useEditing()). */
export type Editing = {
  open: (type: string, request: EditorRequest) => void;
  editors: readonly EditorRegistration[];
};
