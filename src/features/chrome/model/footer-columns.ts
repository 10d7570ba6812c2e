import type { ChromeItem, ChromeLink } from "./menu";

/** Spec §9: 8 links per group, compact shows at most 6, grid layout 4 columns. */
export const FOOTER_LINKS_PER_GROUP = 8;
export const COMPACT_MAX_LINKS = 6;
export const GRID_COLUMNS = 4;

export type FooterLayout = "default" | "compact" | "grid";
export type FooterColumn = { key: string; heading: string | null; links: ChromeLink[] };

/** default or stacked → default; compact, light, minimal → compact; grid → grid (spec §2.4). Anything else reads default. */
export function footerLayout(type: string | null | undefined): FooterLayout {
  if (type === "compact" || type === "light" || type === "minimal") return "compact";
  if (type === "grid") return "grid";
  return "default";
}

/** The links of the footer: an item with submenu items gives its submenu links, one without gives itself. */
export function flatLinks(items: ChromeItem[]): ChromeLink[] {
  return items.flatMap((item) => (item.submenu.length > 0 ? item.submenu : [item]));
}

/**
 * Default layout: a column per item with submenu items (headed by the item), then
 * the items without submenus grouped 8 per column under the heading `linksHeading`.
 */
export function defaultColumns(items: ChromeItem[], linksHeading: string): FooterColumn[] {
  const columns: FooterColumn[] = items
    .filter((item) => item.submenu.length > 0)
    .map((item) => ({ key: `item-${item.id}`, heading: item.label, links: item.submenu }));
  const plain = items.filter((item) => item.submenu.length === 0);
  for (let i = 0; i < plain.length; i += FOOTER_LINKS_PER_GROUP) {
    columns.push({ key: `links-${i / FOOTER_LINKS_PER_GROUP}`, heading: linksHeading, links: plain.slice(i, i + FOOTER_LINKS_PER_GROUP) });
  }
  return columns;
}

/** Compact layout: at most 6 links. */
export function compactLinks(items: ChromeItem[]): ChromeLink[] {
  return flatLinks(items).slice(0, COMPACT_MAX_LINKS);
}

/** Grid layout: the links split into 4 columns, filled in order (the first columns take the remainder). */
export function gridColumns(items: ChromeItem[]): ChromeLink[][] {
  const links = flatLinks(items);
  const size = Math.ceil(links.length / GRID_COLUMNS);
  if (size === 0) return [];
  return Array.from({ length: GRID_COLUMNS }, (_, i) => links.slice(i * size, (i + 1) * size)).filter((column) => column.length > 0);
}
