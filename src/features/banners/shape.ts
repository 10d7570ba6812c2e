type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => !!value && typeof value === "object" && !Array.isArray(value);

/**
 * A banner as a client may send it, in the stored shape (spec/visitor.md §3): `text`,
 * `icon` and `link` at the top of the item (what the settings tab sent before) go into
 * `content`; a `content` given as plain text is its text; a link given as an address is
 * its `url`; the spec's `openState` and `isFixedAboveNavbar` are `open_state` and
 * `is_fixed_above_navbar`. What the item already holds in the stored shape wins.
 */
export function bannerShape(value: unknown): unknown {
  if (!isObject(value)) return value;
  const { text, icon, link, openState, isFixedAboveNavbar, ...rest } = value;
  const content: unknown = rest.content === undefined || rest.content === null ? {} : typeof rest.content === "string" ? { text: rest.content } : rest.content;
  if (!isObject(content)) return { ...rest, content };
  const merged: Loose = { ...content };
  if (merged.text === undefined && text !== undefined) merged.text = text;
  if (merged.icon === undefined && icon !== undefined) merged.icon = icon;
  if (merged.link === undefined && link !== undefined) merged.link = link;
  if (typeof merged.link === "string") merged.link = { url: merged.link };
  const item: Loose = { ...rest, content: merged };
  if (item.open_state === undefined && openState !== undefined) item.open_state = openState;
  if (item.is_fixed_above_navbar === undefined && isFixedAboveNavbar !== undefined) item.is_fixed_above_navbar = isFixedAboveNavbar;
  return item;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** How a list names a banner: its text, else the words of its custom HTML ("" when it has neither). */
export function bannerName(item: unknown): string {
  const shaped = bannerShape(item);
  const content = isObject(shaped) && isObject(shaped.content) ? shaped.content : {};
  if (typeof content.text === "string" && content.text.trim()) return content.text.trim();
  return typeof content.customContent === "string" ? plain(content.customContent) : "";
}
