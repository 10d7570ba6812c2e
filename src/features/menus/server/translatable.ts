import "server-only";
// The menus' translatable texts (issue 42, item 2): a menu item's name, a submenu (mega menu) entry's
// name and description; noted by every save of them (the menu routes, the Menu tab's list save).
import { eq } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import type { TranslatableText } from "@/platform/translations/rules";
import { noteSiteTexts } from "@/platform/translations/site-texts";
import { menuItems, submenuItems } from "../tables";

type MenuItemRow = Pick<typeof menuItems.$inferSelect, "id" | "display_name" | "display_name_translation" | "version">;
type SubmenuItemRow = Pick<typeof submenuItems.$inferSelect, "id" | "name" | "name_translation" | "description" | "description_translation" | "version">;

/** A menu item's translatable text: its name in the header and footer. */
export const menuItemTexts = (row: MenuItemRow): TranslatableText[] => [
  { subject: "menu_item", id: row.id, field: "display_name", source: row.display_name, translations: row.display_name_translation, version: row.version },
];

/** A submenu item's: its name and description (the mega menu shows both). */
export const submenuItemTexts = (row: SubmenuItemRow): TranslatableText[] => [
  { subject: "submenu_item", id: row.id, field: "name", source: row.name, translations: row.name_translation, version: row.version },
  { subject: "submenu_item", id: row.id, field: "description", source: row.description, translations: row.description_translation, version: row.version },
];

/** Notes the translations of the organization's whole menu (after a list save of it). */
export async function noteMenuTexts(tx: Db, organizationId: number): Promise<void> {
  const [items, subs] = await Promise.all([
    tx.select().from(menuItems).where(eq(menuItems.organization_id, organizationId)),
    tx.select().from(submenuItems).where(eq(submenuItems.organization_id, organizationId)),
  ]);
  await noteSiteTexts(tx, organizationId, [...items.flatMap(menuItemTexts), ...subs.flatMap(submenuItemTexts)]);
}

/** Notes one menu item's translations after a save of it (its route's write, in its transaction). */
export async function noteMenuItem(tx: Db, id: number): Promise<void> {
  const [row] = await tx.select().from(menuItems).where(eq(menuItems.id, id));
  if (row) await noteSiteTexts(tx, row.organization_id, menuItemTexts(row));
}

/** Notes one submenu item's translations after a save of it. */
export async function noteSubmenuItem(tx: Db, id: number): Promise<void> {
  const [row] = await tx.select().from(submenuItems).where(eq(submenuItems.id, id));
  if (row) await noteSiteTexts(tx, row.organization_id, submenuItemTexts(row));
}
