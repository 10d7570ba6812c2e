import {
  FOOTER_STYLE_DEFAULTS,
  HEADER_STYLE_DEFAULTS,
  MENU_WIDTHS,
  resolveFooterStyle,
  resolveHeaderStyle,
  type FooterStyle,
  type HeaderStyle,
} from "../style";
import type { MenuEditorKind } from "./messages";

/** Spec §9: the style editors' palette is white, black, and these families in shades 50 to 950. */
export const STYLE_PALETTE_FAMILIES = ["gray", "slate", "neutral", "sky", "blue", "emerald"] as const;

export type StyleOption = { value: string; label: string; hint: string };

/** The header's style choice (spec §2.3, §2.6). */
export const HEADER_TYPES: readonly StyleOption[] = [
  { value: "default", label: "Default", hint: "A solid bar at the top of the page." },
  { value: "transparent", label: "Transparent", hint: "See-through over the page's top, with a blurred background once the page scrolls." },
  { value: "fixed", label: "Fixed", hint: "A solid bar that stays in place at the top while the page scrolls." },
];

/**
 * The footer's style choice is its layout (spec §2.4: "three layouts, chosen by footer
 * style type"): default (also stored as stacked), compact (also light or minimal) and grid.
 * A footer stored as transparent or fixed renders the default layout, so it shows as Default.
 */
export const FOOTER_LAYOUTS: readonly StyleOption[] = [
  { value: "default", label: "Default", hint: "Columns: one per menu item with submenu items, other links in groups of 8, and a profile column." },
  { value: "compact", label: "Compact", hint: "One row of at most 6 links, the language switch and the copyright line." },
  { value: "grid", label: "Grid", hint: "All links in 4 columns, with the copyright line and the language switch." },
];

const FOOTER_LAYOUT_OF: Record<string, string> = {
  default: "default",
  stacked: "default",
  transparent: "default",
  fixed: "default",
  compact: "compact",
  light: "compact",
  minimal: "compact",
  grid: "grid",
};

/** Which of the three options a stored type shows as. */
export function styleChoice(kind: MenuEditorKind, type: string): string {
  return kind === "footer" ? (FOOTER_LAYOUT_OF[type] ?? "default") : type;
}

/** Spec §9: menu widths lg to 7xl, 1024 to 2816 px in 256 px steps. */
export function menuWidthLabel(width: string): string {
  const index = (MENU_WIDTHS as readonly string[]).indexOf(width);
  if (index < 0) return width;
  const px = 1024 + 256 * index;
  const word = index === 0 ? "Narrowest · " : index === MENU_WIDTHS.length - 1 ? "Widest · " : "";
  return `${word}${px.toLocaleString("en-US")} px`;
}

export type EditorStyle = HeaderStyle | FooterStyle;

/** The stored style with the spec's defaults filled in (§3). */
export function resolveStyle(kind: MenuEditorKind, stored: unknown): EditorStyle {
  return kind === "header" ? resolveHeaderStyle(stored) : resolveFooterStyle(stored);
}

export function styleDefaults(kind: MenuEditorKind): EditorStyle {
  return kind === "header" ? { ...HEADER_STYLE_DEFAULTS } : { ...FOOTER_STYLE_DEFAULTS };
}

/** Same style, field by field (gradient stops compared by value). */
export function sameStyle(a: EditorStyle, b: EditorStyle): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(style: EditorStyle) {
  const gradient = style.gradient ? { from: style.gradient.from ?? null, via: style.gradient.via ?? null, to: style.gradient.to ?? null } : null;
  const entries = Object.entries({ ...style, gradient }).filter(([, v]) => v !== undefined && v !== null);
  return Object.fromEntries(entries.sort(([x], [y]) => x.localeCompare(y)));
}
