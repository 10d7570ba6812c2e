import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { listNames, tableListStore, type ListStore } from "@/platform/db/list-store";
import { badRequest } from "@/platform/http/errors";
import { listItemBase } from "@/platform/schema/list-item";
import { createMenuItemSchema, createSubmenuItemSchema } from "../schema";
import { menuItemsSettingsList } from "../settings";
import { menuItems, submenuItems } from "../tables";
import { CHROME_KEY } from "./queries";
import { loadMenuSection } from "./section";
import { noteMenuTexts } from "./translatable";

/** A menu item as Global Settings saves the menu whole (its place in the list is its order: 0, 10, 20...). */
const menuItemListSchema = createMenuItemSchema.omit({ order: true }).extend(listItemBase.shape);
/** A submenu item likewise, under one of the organization's menu items (an existing one: new items have no id yet). */
const submenuItemListSchema = createSubmenuItemSchema.omit({ order: true }).extend(listItemBase.shape);

/**
 * The menu items of PUT /api/organizations/{id} `menu_items`: a missing item is deleted
 * with its submenu items. The Menu tab's section reads them as the header editor does
 * (each with its submenu items), and the submenu items as one list beside them.
 */
const menuTable = tableListStore({ ...listNames(menuItemsSettingsList), schema: menuItemListSchema, table: menuItems, cacheKey: CHROME_KEY });

export const menuItemsStore: ListStore<typeof menuItemListSchema._output> = {
  ...menuTable,
  readSection: loadMenuSection,
  // Its translations noted as the menu routes note them (issue 42): an edited name makes its translations outdated.
  replace: async (tx, organizationId, items, caller) => {
    await menuTable.replace(tx, organizationId, items, caller);
    await noteMenuTexts(tx, organizationId);
  },
};

const submenuTable = tableListStore({
  name: "submenu_items",
  itemLabel: "Submenu item",
  schema: submenuItemListSchema,
  table: submenuItems,
  cacheKey: CHROME_KEY,
});

/** `submenu_items`: each under a menu item of this organization (checked after `menu_items` was saved); read with the menu items. */
export const submenuItemsStore: ListStore<typeof submenuItemListSchema._output> = {
  ...submenuTable,
  partOf: menuItemsSettingsList.key,
  replace: async (tx, organizationId, items) => {
    const parents = [...new Set(items.map((item) => item.menu_item_id))];
    const found = parents.length
      ? await tx
          .select({ id: menuItems.id })
          .from(menuItems)
          .where(and(eq(menuItems.organization_id, organizationId), inArray(menuItems.id, parents)))
      : [];
    const known = new Set(found.map((row) => row.id));
    const index = items.findIndex((item) => !known.has(item.menu_item_id));
    if (index >= 0)
      throw badRequest(
        `Submenu item ${index + 1}: its menu item ${items[index]!.menu_item_id} does not exist (it may have been deleted): reload the settings.`,
      );
    await submenuTable.replace(tx, organizationId, items);
    await noteMenuTexts(tx, organizationId);
  },
};
