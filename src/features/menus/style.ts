import * as z from "zod";
import { mediaUrlSchema } from "@/platform/schema";
import { colorSchema, gradientSchema } from "@/platform/style/schema";

/** Header and footer styles (spec/site-admin.md §3), stored in organization_settings.header_style / footer_style. */
export const STYLE_TYPES = ["default", "transparent", "fixed"] as const;
export type StyleType = (typeof STYLE_TYPES)[number];

/** Menu width options: lg to 7xl (spec §9, 1024 to 2816 px in 256 px steps). */
export const MENU_WIDTHS = ["lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl"] as const;

export const headerStyleSchema = z.object({
  type: z.enum(STYLE_TYPES, { error: "The header style must be default, transparent or fixed." }).default("default"),
  background: colorSchema.optional(),
  color: colorSchema.optional(),
  color_hover: colorSchema.optional(),
  menu_width: z.enum(MENU_WIDTHS, { error: `The menu width must be one of ${MENU_WIDTHS.join(", ")}.` }).optional(),
  menu_items_are_text: z.boolean().optional(),
  is_gradient: z.boolean().optional(),
  gradient: gradientSchema.optional(),
  /** The privacy dialog's logo (spec/visitor.md §3 "Header data for privacy"); none: the site's logo. */
  image_for_privacy_settings: mediaUrlSchema("The privacy settings logo must be an image address (https://… or /…)").optional(),
});

export const footerStyleSchema = z.object({
  /** default (or stacked), compact (also light or minimal), grid: spec §2.4. */
  type: z.enum(["default", "stacked", "compact", "light", "minimal", "grid", ...STYLE_TYPES], { error: "Unknown footer layout." }).default("default"),
  background: colorSchema.optional(),
  color: colorSchema.optional(),
  color_hover: colorSchema.optional(),
  is_gradient: z.boolean().optional(),
  gradient: gradientSchema.optional(),
});

export type HeaderStyle = z.output<typeof headerStyleSchema>;
export type FooterStyle = z.output<typeof footerStyleSchema>;

/** Spec §3 header defaults: white, gray-700, hover gray-900, 7xl, items as text. */
export const HEADER_STYLE_DEFAULTS = {
  type: "default",
  background: "white",
  color: "gray-700",
  color_hover: "gray-900",
  menu_width: "7xl",
  menu_items_are_text: true,
  is_gradient: false,
  gradient: null,
} as const satisfies HeaderStyle;

/** Spec §3 footer defaults as the footer editor reads them: gray-900, gray-400, hover white. */
export const FOOTER_STYLE_DEFAULTS = {
  type: "default",
  background: "gray-900",
  color: "gray-400",
  color_hover: "white",
  is_gradient: false,
  gradient: null,
} as const satisfies FooterStyle;

/** A stored header style (any shape, possibly missing) with the defaults filled in; invalid values fall back to the default. */
export function resolveHeaderStyle(stored: unknown): HeaderStyle {
  const parsed = headerStyleSchema.safeParse(stored ?? {});
  return { ...HEADER_STYLE_DEFAULTS, ...(parsed.success ? dropEmpty(parsed.data) : {}) };
}

/** A stored footer style: an object, or a plain string naming the layout (spec §3). */
export function resolveFooterStyle(stored: unknown): FooterStyle {
  const parsed = footerStyleSchema.safeParse(typeof stored === "string" ? { type: stored } : (stored ?? {}));
  return { ...FOOTER_STYLE_DEFAULTS, ...(parsed.success ? dropEmpty(parsed.data) : {}) };
}

function dropEmpty<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}
