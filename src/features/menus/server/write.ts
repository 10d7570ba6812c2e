import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { MENU_MESSAGES, slugify, type MenuItemCreate, type MenuItemUpdate, type SubmenuItemCreate, type SubmenuItemUpdate } from "../schema";
import { organizations } from "@/platform/tenancy/tables";
import { menuItems, submenuItems } from "../tables";
import type { MenuDeleteResponse, MenuItemResponse, SubmenuItemResponse } from "../types";
import { requireMenuItem, toMenuItem, toSubmenuItem } from "./records";
import { ORDER_STEP } from "@/platform/db/order";
import { noteMenuItem, noteSubmenuItem } from "./translatable";

const changes = <T extends object>(fields: T) => Object.values(fields).some((value) => value !== undefined);

/** Every save moves the version on and sets updated_at (the columns exist for later optimistic checks). */
const touched = (table: typeof menuItems | typeof submenuItems) => ({ version: sql`${table.version} + 1`, updated_at: sql`now()` });

export async function createMenuItem(db: Db, organizationId: number, input: MenuItemCreate): Promise<MenuItemResponse> {
  const { order, url_name, ...fields } = input;
  // Two creates at once must not both take the same "last + 10": they queue on the organization's row.
  await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for("update");
  const nextOrder = sql<number>`(select coalesce(max(m."order") + ${ORDER_STEP}, 0) from ${menuItems} m where m.organization_id = ${organizationId})`;
  const [row] = await db
    .insert(menuItems)
    .values({ ...fields, url_name: url_name ?? slugify(input.display_name), organization_id: organizationId, order: order ?? nextOrder })
    .returning();
  await noteMenuItem(db, row!.id);
  return { menu_item: toMenuItem(row!) };
}

export async function updateMenuItem(db: Db, id: number, input: MenuItemUpdate): Promise<MenuItemResponse> {
  if (changes(input)) {
    const [row] = await db
      .update(menuItems)
      .set({ ...input, ...touched(menuItems) })
      .where(eq(menuItems.id, id))
      .returning({ id: menuItems.id });
    if (!row) throw notFound(MENU_MESSAGES.menuItemNotFound);
    await noteMenuItem(db, id);
  }
  return { menu_item: await requireMenuItem(db, id) };
}

/** Deletes the item and (cascade) its submenu items. */
export async function deleteMenuItem(db: Db, id: number): Promise<MenuDeleteResponse> {
  const [row] = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id });
  if (!row) throw notFound(MENU_MESSAGES.menuItemNotFound);
  return { deleted: true, id };
}

/** A submenu item under a menu item of the same organization (else 404: another organization's items are not seen). */
export async function createSubmenuItem(db: Db, organizationId: number, input: SubmenuItemCreate): Promise<SubmenuItemResponse> {
  const { order, url_name, menu_item_id, ...fields } = input;
  const [parent] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.id, menu_item_id), eq(menuItems.organization_id, organizationId)))
    .for("update")
    .limit(1);
  if (!parent) throw notFound(MENU_MESSAGES.menuItemNotFound);
  const nextOrder = sql<number>`(select coalesce(max(s."order") + ${ORDER_STEP}, 0) from ${submenuItems} s where s.menu_item_id = ${menu_item_id})`;
  const [row] = await db
    .insert(submenuItems)
    .values({ ...fields, menu_item_id, url_name: url_name ?? slugify(input.name), organization_id: organizationId, order: order ?? nextOrder })
    .returning();
  await noteSubmenuItem(db, row!.id);
  return { submenu_item: toSubmenuItem(row!) };
}

export async function updateSubmenuItem(db: Db, id: number, input: SubmenuItemUpdate): Promise<SubmenuItemResponse> {
  const [row] = changes(input)
    ? await db
        .update(submenuItems)
        .set({ ...input, ...touched(submenuItems) })
        .where(eq(submenuItems.id, id))
        .returning()
    : await db.select().from(submenuItems).where(eq(submenuItems.id, id)).limit(1);
  if (!row) throw notFound(MENU_MESSAGES.submenuItemNotFound);
  if (changes(input)) await noteSubmenuItem(db, id);
  return { submenu_item: toSubmenuItem(row) };
}

export async function deleteSubmenuItem(db: Db, id: number): Promise<MenuDeleteResponse> {
  const [row] = await db.delete(submenuItems).where(eq(submenuItems.id, id)).returning({ id: submenuItems.id });
  if (!row) throw notFound(MENU_MESSAGES.submenuItemNotFound);
  return { deleted: true, id };
}
