import * as z from "zod";
import { isSafeMediaUrl } from "@/platform/media/media";
import { blockOrder, dbId } from "@/platform/schema";
import { translationsSchema } from "@/platform/style/schema";

/**
 * The menu and submenu item bodies of the menus API (spec/site-admin.md §3, §5, §7).
 * Client-safe: the editors use the same rules (slugify, name limits) before sending.
 */

export const MENU_LIMITS = { name: 200, slug: 200, description: 2000, icon: 200 } as const;

export const MENU_MESSAGES = {
  displayName: "The menu item name must not be empty.",
  submenuName: "The submenu item name must not be empty.",
  nameTooLong: `The name must be ${MENU_LIMITS.name} characters or fewer.`,
  slug: `The slug must be text of ${MENU_LIMITS.slug} characters or fewer.`,
  description: `The description must be text of ${MENU_LIMITS.description.toLocaleString("en-US")} characters or fewer.`,
  image: "The image must be a web address (http or https) or a path on this site.",
  boolean: "must be true or false.",
  menuItemNotFound: "Menu item not found",
  submenuItemNotFound: "Submenu item not found",
  menuItemId: "menu_item_id must be the id of a menu item of this organization.",
  kind: 'kind must be "menu_item" or "submenu".',
  ambiguousId: 'This id names both a menu item and a submenu item of this organization: send "kind": "menu_item" or "kind": "submenu".',
} as const;

/**
 * Spec §5: lowercased, whitespace becomes hyphens, everything except a-z, 0-9 and
 * hyphen is stripped (`About Us!` → `about-us`). Accented letters are stripped too,
 * exactly as the rule says.
 */
export function slugify(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "");
}

const flag = (field: string) => z.boolean({ error: `${field} ${MENU_MESSAGES.boolean}` });

/** A non-empty name after trimming (spec §5). */
const name = (emptyMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, { error: emptyMessage }).max(MENU_LIMITS.name, { error: MENU_MESSAGES.nameTooLong });

/** A slug, normalized by the spec's rule; empty is allowed (a link to the home page, or an item that only opens its submenu). */
export const slugSchema = z.string({ error: MENU_MESSAGES.slug }).max(MENU_LIMITS.slug, { error: MENU_MESSAGES.slug }).transform(slugify);

/** Plain text (never rendered as HTML); empty means none. */
const description = z
  .string({ error: MENU_MESSAGES.description })
  .trim()
  .max(MENU_LIMITS.description, { error: MENU_MESSAGES.description })
  .transform((v) => (v === "" ? null : v))
  .nullable();

const image = z
  .string({ error: MENU_MESSAGES.image })
  .trim()
  .max(4000, { error: MENU_MESSAGES.image })
  .refine((v) => v === "" || isSafeMediaUrl(v), { error: MENU_MESSAGES.image })
  .transform((v) => (v === "" ? null : v))
  .nullable();

const iconName = z
  .string()
  .trim()
  .max(MENU_LIMITS.icon)
  .transform((v) => (v === "" ? null : v))
  .nullable();

/** An array of icon names, or an object holding icon_name (spec §3). */
const reactIcons = z
  .union([z.array(z.string().max(MENU_LIMITS.icon)).max(20), z.object({ icon_name: z.string().max(MENU_LIMITS.icon) })], {
    error: "react_icons must be a list of icon names or an object holding icon_name.",
  })
  .nullable();

/** `null` (or no order) on a create means "after the last one". */
const order = blockOrder.nullable();

/** Fields a client may set on a menu item (organization_id comes from the host; a differing one is refused). */
const menuItemFields = z.object({
  display_name: name(MENU_MESSAGES.displayName),
  display_name_translation: translationsSchema,
  url_name: slugSchema,
  description,
  order,
  is_displayed: flag("is_displayed"),
  is_displayed_on_footer: flag("is_displayed_on_footer"),
  image,
  icon_name: iconName,
  react_icon_id: iconName,
  react_icons: reactIcons,
  menu_items_are_text: flag("menu_items_are_text").nullable(),
});

export const createMenuItemSchema = menuItemFields.partial().extend({
  display_name: menuItemFields.shape.display_name,
});

export const updateMenuItemSchema = menuItemFields.omit({ order: true }).partial().extend({ order: blockOrder.optional() });

const submenuItemFields = z.object({
  name: name(MENU_MESSAGES.submenuName),
  name_translation: translationsSchema,
  url_name: slugSchema,
  description,
  description_translation: translationsSchema,
  order,
  is_displayed: flag("is_displayed"),
  image,
});

export const createSubmenuItemSchema = submenuItemFields.partial().extend({
  name: submenuItemFields.shape.name,
  menu_item_id: dbId,
});

export const updateSubmenuItemSchema = submenuItemFields.omit({ order: true }).partial().extend({ order: blockOrder.optional() });

/** `PUT /api/menu-items/{id}` may name a submenu item (the spec's client sends submenu order there). */
export const updateTargetSchema = z.object({
  kind: z.enum(["menu_item", "submenu"], { error: MENU_MESSAGES.kind }).optional(),
});

/** The body of POST /api/menu-items as a client sends it (with the host's organization_id, which the server checks). */
export type MenuItemInput = z.input<typeof createMenuItemSchema>;
/** The body of PUT /api/menu-items/{id} as a client sends it. */
export type MenuItemUpdateInput = z.input<typeof updateMenuItemSchema>;
/** The body of POST /api/submenu-items as a client sends it. */
export type SubmenuItemInput = z.input<typeof createSubmenuItemSchema>;
/** The body of PUT /api/submenu-items/{id} as a client sends it. */
export type SubmenuItemUpdateInput = z.input<typeof updateSubmenuItemSchema>;
export type MenuItemCreate = z.output<typeof createMenuItemSchema>;
export type MenuItemUpdate = z.output<typeof updateMenuItemSchema>;
export type SubmenuItemCreate = z.output<typeof createSubmenuItemSchema>;
export type SubmenuItemUpdate = z.output<typeof updateSubmenuItemSchema>;
