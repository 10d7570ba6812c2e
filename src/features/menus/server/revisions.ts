import "server-only";
// The header and footer menus' revisions (docs/decisions.md "Revisions for every
// editor"): a menu is its style (in the organization's settings) and the menu
// items with their submenu items, which the header and the footer share; each
// menu keeps its own visibility switch.
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { ADMIN_ROLES } from "@/platform/tenancy/authorize";
import { organizationSettings } from "@/platform/tenancy/tables";
import { readable } from "@/platform/revisions/describe";
import type { KeptRecord } from "@/platform/revisions/declared";
import type { RevisionSubject, Snapshot } from "@/platform/revisions/types";
import { footerStyleSchema, headerStyleSchema, resolveFooterStyle, resolveHeaderStyle } from "../style";
import { menuItems, submenuItems } from "../tables";
import { menuItemsStore, submenuItemsStore } from "./store";

export type MenuKind = "header" | "footer";

const SUBMENU_KEYS = ["id", "name", "name_translation", "url_name", "description", "description_translation", "is_displayed", "image"] as const;
const ITEM_KEYS = [
  "id",
  "display_name",
  "display_name_translation",
  "url_name",
  "description",
  "image",
  "icon_name",
  "react_icon_id",
  "react_icons",
  "menu_items_are_text",
] as const;

/** Each menu's own switch: the header shows an item with is_displayed, the footer with is_displayed_on_footer. */
const SHOWN = { header: "is_displayed", footer: "is_displayed_on_footer" } as const;
const OTHER = { header: "is_displayed_on_footer", footer: "is_displayed" } as const;

type Row = Record<string, unknown>;
const keep = (row: Row, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
/** A kept item's fields for its list schema: an empty (null) field is left to the schema's default. */
const withoutNulls = (row: Row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));

/** The organization's menu items with their submenu items, in order, read in `db`. */
async function readItems(db: Db, organizationId: number) {
  const items = await db.select().from(menuItems).where(eq(menuItems.organization_id, organizationId)).orderBy(asc(menuItems.order), asc(menuItems.id));
  const subs = await db
    .select()
    .from(submenuItems)
    .where(eq(submenuItems.organization_id, organizationId))
    .orderBy(asc(submenuItems.order), asc(submenuItems.id));
  return { items: items as unknown as Row[], subs: subs as unknown as Row[] };
}

async function readMenu(db: Db, organizationId: number, kind: MenuKind): Promise<Snapshot> {
  const [settings] = await db
    .select({ header_style: organizationSettings.header_style, footer_style: organizationSettings.footer_style })
    .from(organizationSettings)
    .where(eq(organizationSettings.organization_id, organizationId));
  const style = kind === "header" ? resolveHeaderStyle(settings?.header_style ?? null) : resolveFooterStyle(settings?.footer_style ?? null);
  const { items, subs } = await readItems(db, organizationId);
  const menu_items = items.map((item) => ({
    ...keep(item, ITEM_KEYS),
    shown: item[SHOWN[kind]],
    submenu_items: subs.filter((sub) => sub.menu_item_id === item.id).map((sub) => keep(sub, SUBMENU_KEYS)),
  }));
  return { style, menu_items };
}

type KeptItem = Row & { shown?: boolean; submenu_items?: Row[] };

/** The items as a person reads them: "About us (/about-us)", hidden ones marked, submenu items under their item. */
function describeItems(items: KeptItem[]): string {
  if (!items.length) return "(empty)";
  const line = (name: unknown, slug: unknown, shown: unknown) => `${String(name)} (/${String(slug ?? "")})${shown === false ? " · hidden" : ""}`;
  return items
    .map((item) =>
      [
        line(item.display_name, item.url_name, item.shown),
        ...(item.submenu_items ?? []).map((sub) => `  – ${line(sub.name, sub.url_name, sub.is_displayed)}`),
      ].join("\n"),
    )
    .join("\n");
}

/** Writes a kept style back (the whole style, as the editors save it), raising the settings' version like any settings save. */
async function restoreStyle(tx: Db, organizationId: number, kind: MenuKind, style: unknown) {
  const parsed = (kind === "header" ? headerStyleSchema : footerStyleSchema).safeParse(style);
  if (!parsed.success) return;
  const values = kind === "header" ? { header_style: parsed.data as Row } : { footer_style: parsed.data as Row };
  await tx
    .insert(organizationSettings)
    .values({ organization_id: organizationId, ...values })
    .onConflictDoUpdate({
      target: organizationSettings.organization_id,
      set: { ...values, version: sql`${organizationSettings.version} + 1`, updated_at: sql`now()` },
    });
}

/**
 * Makes the menu items the kept list: items still stored keep their id (and the
 * other menu's switch), deleted ones come back as new items, items added since
 * go; then the submenu items likewise under their (possibly new) items.
 */
async function restoreItems(tx: Db, organizationId: number, kind: MenuKind, kept: KeptItem[]) {
  const before = await readItems(tx, organizationId);
  const stored = new Map(before.items.map((item) => [item.id as number, item]));
  const list: { item: Row; kept: KeptItem }[] = [];
  for (const item of kept) {
    const current = stored.get(item.id as number);
    const fields: Row = { ...item };
    for (const key of ["id", "shown", "submenu_items"]) delete fields[key];
    const shown = item.shown;
    const candidate = {
      ...withoutNulls(fields),
      ...(current ? { id: item.id } : {}),
      [SHOWN[kind]]: shown !== false,
      [OTHER[kind]]: current ? current[OTHER[kind]] : true,
      organization_id: organizationId,
    };
    const parsed = menuItemsStore.schema.safeParse(candidate);
    if (parsed.success) list.push({ item: parsed.data as Row, kept: item });
  }
  await menuItemsStore.replace(tx, organizationId, list.map((entry) => entry.item) as never[]);
  const after = await readItems(tx, organizationId);
  // The list is stored in its order (0, 10, 20 ...): the i-th stored item is the i-th kept one.
  const storedSubs = new Set(after.subs.map((sub) => sub.id as number));
  const subs: Row[] = [];
  list.forEach(({ kept: item }, index) => {
    const parent = after.items[index];
    if (!parent) return;
    for (const sub of item.submenu_items ?? []) {
      const { id, ...fields } = sub;
      const parsed = submenuItemsStore.schema.safeParse({
        ...withoutNulls(fields),
        ...(storedSubs.has(id as number) ? { id } : {}),
        menu_item_id: parent.id,
        organization_id: organizationId,
      });
      if (parsed.success) subs.push(parsed.data as Row);
    }
  });
  await submenuItemsStore.replace(tx, organizationId, subs as never[]);
}

function menuSubject(kind: MenuKind): RevisionSubject {
  return {
    type: kind,
    noun: `${kind} menu`,
    roles: ADMIN_ROLES,
    read: async (db, organizationId) => ({ snapshot: await readMenu(db, organizationId, kind) }),
    describe: (snapshot) => ({
      [kind === "header" ? "Header style" : "Footer style"]: readable(snapshot.style),
      "Menu items": describeItems(Array.isArray(snapshot.menu_items) ? (snapshot.menu_items as KeptItem[]) : []),
    }),
    restore: async (tx, { organizationId, snapshot }) => {
      await restoreStyle(tx, organizationId, kind, snapshot.style);
      if (Array.isArray(snapshot.menu_items)) await restoreItems(tx, organizationId, kind, snapshot.menu_items as KeptItem[]);
      return readMenu(tx, organizationId, kind);
    },
  };
}

export const MENU_REVISIONS: Record<MenuKind, RevisionSubject> = { header: menuSubject("header"), footer: menuSubject("footer") };

/** What every save of the menus or their styles keeps: a revision of each menu it changed (an unchanged one is not kept twice). */
export const menuRevisions = (): KeptRecord[] => [
  { subject: MENU_REVISIONS.header, recordId: "header" },
  { subject: MENU_REVISIONS.footer, recordId: "footer" },
];
