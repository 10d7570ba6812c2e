// The client half of a Global Settings list's registration (docs/decisions.md "Global
// Settings lists register from their features"): what the settings' list editor shows
// of one of the organization's lists. The server half is its store
// (`ListStore`, src/platform/db/list-store.ts), whose `name` is the list's `key`.
// Types only: a feature's registration is plain data its index.ts exports.

/** A choice of a select: its stored value (null: none) and its words. */
export type ListFieldOption = { value: string | null; label: string };

/**
 * One field of a list item as the settings edit it (a path into the item:
 * "content.link.url"); `hint` is said under it. `list` is a list inside the item
 * (a cookie category's services), edited with the same list editor.
 */
export type ListField = { key: string; label: string; hint?: string } & (
  | { kind: "text" | "textarea" | "url" | "color"; required?: boolean; placeholder?: string }
  | { kind: "number" }
  /**
   * A colour picked from the editors' palette (a token such as "blue-600") or a custom hex
   * colour, as the section and hero editors pick them; `none` names the empty choice
   * ("Automatic (readable)"), which stores null.
   */
  | { kind: "palette"; none: string }
  /** An amount typed in units ("1250.50"), stored in minor units; `currencyKey` names the item's ISO currency field, whose digits it follows (JPY has none), else two. */
  | { kind: "money"; currencyKey?: string }
  | { kind: "checkbox" }
  | { kind: "select"; options: readonly (string | ListFieldOption)[] }
  | { kind: "lines" }
  /** An image's address (https:// or a path of this site): typed, or chosen from the media library beside it, with a small preview. */
  | { kind: "image"; placeholder?: string }
  /**
   * Image addresses in order (stored as an array of strings, empty ones left out):
   * one address field a row (reordered, removed), a row added empty or chosen from
   * the media library; at most `max`.
   */
  | { kind: "images"; max?: number }
  /** A date and time in the person's time zone, stored as an ISO instant (null when empty). */
  | { kind: "datetime" }
  /** A calendar day ("2026-03-14"; null when empty), e.g. the day a review was written. */
  | { kind: "date" }
  /**
   * A link: typed, or picked from the site's pages, posts, blog and help center
   * (`picker` names that list: "Link the banner to a page of this site"), with a
   * warning under a path of this site that is none of them. `slug`: the value is a
   * menu slug, the path without its leading "/".
   */
  | { kind: "link"; picker: string; slug?: boolean; placeholder?: string }
  | { kind: "list"; list: ListSpec }
  /**
   * The item's texts in the site's other languages, one language at a time: each
   * text's `{key}_translation` map (the spec's `*_translation` fields). The field's
   * own `key` only names the group; `multiline` texts get a text area.
   */
  | { kind: "translations"; texts: readonly { key: string; label: string; multiline?: boolean }[] }
);

/**
 * A list the list editor edits: its key in the item or the request, its words
 * ("Products", "product": "Add product", "No products yet."), its fields, and a new
 * item. An item is named by the value at `titleKey`, or by `nameOf`.
 */
export type ListSpec = {
  key: string;
  title: string;
  item: string;
  titleKey: string;
  nameOf?: (item: Record<string, unknown>) => string;
  fields: readonly ListField[];
  fresh: () => Record<string, unknown>;
};

/**
 * One of the organization's lists as its feature registers it with Global Settings:
 * `key` is its key in `GET`/`PUT /api/organizations/{id}` (its store's `name`), `tab`
 * the settings tab it sits on (whose section, `GET …/sections/{tab}`, reads it), and
 * `command` the Create New and palette entry that opens that tab ("Settings: {label}").
 */
export type SettingsList = ListSpec & {
  tab: string;
  command?: { label: string; keywords: readonly string[] };
};
