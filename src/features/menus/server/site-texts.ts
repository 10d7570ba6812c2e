import "server-only";
// The menus' site-wide texts in the translation view (issue 42, item 2): saved with the item's version.
import { and, asc, eq, sql } from "drizzle-orm";
import { conflict, notFound } from "@/platform/http/errors";
import { withLocale, type SiteTextSource } from "@/platform/translations/site-texts";
import { MENU_MESSAGES } from "../schema";
import { menuItems, submenuItems } from "../tables";
import { CHROME_KEY } from "./queries";
import { menuRevisions } from "./revisions";
import { menuItemTexts, submenuItemTexts } from "./translatable";

export const MENU_TRANSLATION_CONFLICT = "This menu item was changed by someone else since you opened it. Reload to see the changes, then save again.";

const checkVersion = (stored: number, version: number | null) => {
  if (version !== null && version !== stored) throw conflict(MENU_TRANSLATION_CONFLICT, { version: stored });
};

export const menuItemSiteTexts: SiteTextSource = {
  subject: "menu_item",
  cacheKey: CHROME_KEY,
  fields: ["display_name"],
  read: async (db, organizationId) => {
    const rows = await db.select().from(menuItems).where(eq(menuItems.organization_id, organizationId)).orderBy(asc(menuItems.order), asc(menuItems.id));
    return rows.flatMap((row) => menuItemTexts(row).map((text) => ({ text, title: row.display_name })));
  },
  save: async (tx, organizationId, id, locale, values, version) => {
    const [row] = await tx
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.id, id), eq(menuItems.organization_id, organizationId)))
      .for("update");
    if (!row) throw notFound(MENU_MESSAGES.menuItemNotFound);
    checkVersion(row.version, version);
    const display_name_translation =
      "display_name" in values ? withLocale(row.display_name_translation, locale, values.display_name!) : row.display_name_translation;
    const [saved] = await tx
      .update(menuItems)
      .set({ display_name_translation, version: sql`${menuItems.version} + 1`, updated_at: sql`now()` })
      .where(eq(menuItems.id, id))
      .returning();
    return { texts: menuItemTexts(saved!), version: saved!.version };
  },
  revisions: () => menuRevisions(),
};

export const submenuItemSiteTexts: SiteTextSource = {
  subject: "submenu_item",
  cacheKey: CHROME_KEY,
  fields: ["name", "description"],
  read: async (db, organizationId) => {
    const rows = await db
      .select({ sub: submenuItems })
      .from(submenuItems)
      .innerJoin(menuItems, eq(menuItems.id, submenuItems.menu_item_id))
      .where(eq(submenuItems.organization_id, organizationId))
      .orderBy(asc(menuItems.order), asc(menuItems.id), asc(submenuItems.order), asc(submenuItems.id));
    return rows.flatMap(({ sub }) => submenuItemTexts(sub).map((text) => ({ text, title: sub.name })));
  },
  save: async (tx, organizationId, id, locale, values, version) => {
    const [row] = await tx
      .select()
      .from(submenuItems)
      .where(and(eq(submenuItems.id, id), eq(submenuItems.organization_id, organizationId)))
      .for("update");
    if (!row) throw notFound(MENU_MESSAGES.submenuItemNotFound);
    checkVersion(row.version, version);
    const pick = (field: "name" | "description", map: Record<string, string> | null) => (field in values ? withLocale(map, locale, values[field]!) : map);
    const [saved] = await tx
      .update(submenuItems)
      .set({
        name_translation: pick("name", row.name_translation),
        description_translation: pick("description", row.description_translation),
        version: sql`${submenuItems.version} + 1`,
        updated_at: sql`now()`,
      })
      .where(eq(submenuItems.id, id))
      .returning();
    return { texts: submenuItemTexts(saved!), version: saved!.version };
  },
  revisions: () => menuRevisions(),
};
