import "server-only";
// The menus API (spec/site-admin.md §7). The public read is a plain handler; every
// write is a save-pipeline mutation (src/platform/http/mutation.ts): owner or admin
// of the organization that owns the item (or, for a create, answers on the host).
import * as z from "zod";
import { getSessionUser } from "@/platform/auth/server";
import type { Db } from "@/platform/db/client";
import { badRequest, forbidden, notFound, parseId } from "@/platform/http/errors";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { MAX_DB_ID } from "@/platform/schema";
import { ADMIN_ROLES } from "@/platform/tenancy/authorize";
import { getRole } from "@/platform/tenancy/members";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { organizationOfHost } from "@/platform/tenancy/request";
import { createMenuItemSchema, createSubmenuItemSchema, MENU_MESSAGES, updateMenuItemSchema, updateSubmenuItemSchema, updateTargetSchema } from "../schema";
import type { MenuItem } from "../types";
import { withFallbackError } from "@/platform/http/fallback";
import { loadMenu, readMenu } from "./queries";
import { menuItemOrganization, submenuItemOrganization } from "./records";
import { createMenuItem, createSubmenuItem, deleteMenuItem, deleteSubmenuItem, updateMenuItem, updateSubmenuItem } from "./write";
import { menuRevisions } from "./revisions";
import { menuAddresses } from "../address";

// Every menu save keeps a revision of the header and footer menus it changed: `revisions: menuRevisions`.

type IdParams = { id: string };

export const ORGANIZATION_ID_MESSAGE = `organization_id must be a whole number between 1 and ${MAX_DB_ID}.`;

/** Spec §8 defaults, answered when something unexpected fails (the client shows the error field). */
export const MENU_FALLBACKS = {
  fetch: "Failed to fetch menu items",
  update: "Failed to update menu item",
  delete: "Failed to delete menu item",
} as const;

/** `?organization_id=` must name the host's organization (400 when malformed, 403 when another). Absent = the host's. */
function assertNamedOrganization(named: string | null, organizationId: number) {
  if (named === null) return;
  if (!/^\d{1,10}$/.test(named) || Number(named) < 1 || Number(named) > MAX_DB_ID) throw badRequest(ORGANIZATION_ID_MESSAGE);
  if (Number(named) !== organizationId) throw forbidden();
}

/** What a visitor needs: items shown in the header or the footer, with their shown submenu items. */
function publicMenu(items: MenuItem[]): MenuItem[] {
  return items
    .filter((item) => item.is_displayed || item.is_displayed_on_footer)
    .map((item) => ({ ...item, submenu_items: item.submenu_items.filter((sub) => sub.is_displayed !== false) }));
}

/** Whether the caller may edit this organization's menu (owner or admin); never throws. */
async function canEditMenu(request: Request, organizationId: number): Promise<boolean> {
  if (!request.headers.has("cookie") && !request.headers.has("authorization")) return false; // a visitor: no session lookup
  const user = await getSessionUser(request.headers);
  if (!user) return false;
  const role = await getRole(user.id, organizationId);
  return role !== null && ADMIN_ROLES.includes(role);
}

/**
 * GET /api/menu-items?organization_id= (no sign-in needed). Owners and admins get
 * every item and submenu item, hidden ones included, read fresh (the editors);
 * everyone else the cached public menu without hidden entries.
 */
export async function listMenuItems(request: Request): Promise<Response> {
  const organizationId = await organizationOfHost(request);
  assertNamedOrganization(new URL(request.url).searchParams.get("organization_id"), organizationId);
  const editor = await canEditMenu(request, organizationId);
  const menu_items = editor ? await readMenu(organizationId) : publicMenu(await loadMenu(organizationId));
  return Response.json({ menu_items }, { headers: { "cache-control": "private, no-store" } });
}

/** POST /api/menu-items {organization_id, display_name, url_name, order, is_displayed, is_displayed_on_footer, …} */
export const createMenuItemRoute = mutation({
  owner: ({ request }) => organizationOfHost(request),
  roles: ADMIN_ROLES,
  input: createMenuItemSchema,
  write: ({ tx, organizationId, input }) => createMenuItem(tx, organizationId, input),
  revisions: menuRevisions,
  records: (_result, _input, organizationId) => menuAddresses(organizationId),
  status: 201,
});

type Target = { kind: "menu_item" | "submenu"; id: number };

/** The item a PUT /api/menu-items/{id} names, found by its owner lookup and used by its write. */
const targets = new WeakMap<Request, Target>();

async function hostOrganization(request: Request): Promise<number | null> {
  return (await getSiteByHost(request.headers.get("host") ?? ""))?.organization.id ?? null;
}

/**
 * Which item `PUT /api/menu-items/{id}` changes (menu and submenu ids are separate
 * sequences, so one number can name both). `kind: "menu_item"` or `kind: "submenu"`
 * says it (our editors always send it). Without it (the spec's client sends submenu
 * order to this path): the item of the host's organization with that id, the menu
 * item or the submenu item; when the organization has both, 400 asking for `kind`
 * rather than guessing. An id that only another organization uses is that
 * organization's menu item (so 403), and an id nobody uses is a 404.
 */
async function menuUpdateOwner({ request, params, db, body }: OwnerContext<IdParams>): Promise<number> {
  const id = parseId(params.id, MENU_MESSAGES.menuItemNotFound);
  const { kind } = updateTargetSchema.parse(await body());
  const choose = (target: Target, organizationId: number) => (targets.set(request, target), organizationId);
  const [menuOwner, submenuOwner] = await Promise.all([
    kind === "submenu" ? null : menuItemOrganization(db, id),
    kind === "menu_item" ? null : submenuItemOrganization(db, id),
  ]);
  if (kind === undefined && submenuOwner !== null) {
    const host = await hostOrganization(request);
    if (submenuOwner === host && menuOwner === host) throw badRequest(MENU_MESSAGES.ambiguousId);
    if (submenuOwner === host || menuOwner === null) return choose({ kind: "submenu", id }, submenuOwner);
  }
  if (menuOwner !== null) return choose({ kind: "menu_item", id }, menuOwner);
  if (submenuOwner !== null) return choose({ kind: "submenu", id }, submenuOwner);
  throw notFound(kind === "submenu" ? MENU_MESSAGES.submenuItemNotFound : MENU_MESSAGES.menuItemNotFound);
}

async function applyMenuUpdate(tx: Db, request: Request, raw: Record<string, unknown>) {
  const target = targets.get(request)!;
  if (target.kind === "submenu") return updateSubmenuItem(tx, target.id, updateSubmenuItemSchema.parse(raw));
  return updateMenuItem(tx, target.id, updateMenuItemSchema.parse(raw));
}

/** PUT /api/menu-items/{id}: {order}, or single fields; answers {menu_item} (or {submenu_item} for a submenu id). */
export const updateMenuItemRoute = mutation({
  owner: menuUpdateOwner,
  roles: ADMIN_ROLES,
  input: z.record(z.string(), z.unknown()),
  write: ({ tx, request, input }) => applyMenuUpdate(tx, request, input),
  revisions: menuRevisions,
  records: (_result, _input, organizationId) => menuAddresses(organizationId),
});

/** The owner lookup of an item route: the organization owning the item in the path, or 404 `message`. */
const ownerOf =
  (lookup: (db: Db, id: number) => Promise<number | null>, message: string) =>
  async ({ db, params }: OwnerContext<IdParams>) => {
    const owner = await lookup(db, parseId(params.id, message));
    if (owner === null) throw notFound(message);
    return owner;
  };

const menuItemOwner = ownerOf(menuItemOrganization, MENU_MESSAGES.menuItemNotFound);
const submenuItemOwner = ownerOf(submenuItemOrganization, MENU_MESSAGES.submenuItemNotFound);

/** DELETE /api/menu-items/{id}: the item and its submenu items. */
export const deleteMenuItemRoute = mutation({
  owner: menuItemOwner,
  roles: ADMIN_ROLES,
  write: ({ tx, params }) => deleteMenuItem(tx, parseId(params.id)),
  revisions: menuRevisions,
  records: (_result, _input, organizationId) => menuAddresses(organizationId),
});

/** POST /api/submenu-items {menu_item_id, organization_id, name, url_name, order, is_displayed, description} */
export const createSubmenuItemRoute = mutation({
  owner: ({ request }) => organizationOfHost(request),
  roles: ADMIN_ROLES,
  input: createSubmenuItemSchema,
  write: ({ tx, organizationId, input }) => createSubmenuItem(tx, organizationId, input),
  revisions: menuRevisions,
  records: (_result, _input, organizationId) => menuAddresses(organizationId),
  status: 201,
});

/** PUT /api/submenu-items/{id}: single fields (name, url_name, description, is_displayed, order); answers {submenu_item}. */
export const updateSubmenuItemRoute = mutation({
  owner: submenuItemOwner,
  roles: ADMIN_ROLES,
  input: updateSubmenuItemSchema,
  write: ({ tx, params, input }) => updateSubmenuItem(tx, parseId(params.id), input),
  revisions: menuRevisions,
  records: (_result, _input, organizationId) => menuAddresses(organizationId),
});

/** DELETE /api/submenu-items/{id} */
export const deleteSubmenuItemRoute = mutation({
  owner: submenuItemOwner,
  roles: ADMIN_ROLES,
  write: ({ tx, params }) => deleteSubmenuItem(tx, parseId(params.id)),
  revisions: menuRevisions,
  records: (_result, _input, organizationId) => menuAddresses(organizationId),
});

export const menuRoutes = {
  list: withFallbackError(MENU_FALLBACKS.fetch, listMenuItems),
  create: withFallbackError(MENU_FALLBACKS.update, createMenuItemRoute),
  update: withFallbackError(MENU_FALLBACKS.update, updateMenuItemRoute),
  remove: withFallbackError(MENU_FALLBACKS.delete, deleteMenuItemRoute),
  createSubmenu: withFallbackError(MENU_FALLBACKS.update, createSubmenuItemRoute),
  updateSubmenu: withFallbackError(MENU_FALLBACKS.update, updateSubmenuItemRoute),
  removeSubmenu: withFallbackError(MENU_FALLBACKS.delete, deleteSubmenuItemRoute),
};
