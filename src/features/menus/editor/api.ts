"use client";

import { apiFetch } from "@/platform/http/client";
import type { OrganizationCore } from "@/features/organizations";
import type { MenuItemInput, MenuItemUpdateInput, SubmenuItemInput, SubmenuItemUpdateInput } from "../schema";
import type { MenuItem, MenuItemResponse, MenuItemsResponse, SubmenuItemResponse } from "../types";
import { KIND_TEXTS, MENU_EDITOR_MESSAGES as M, type MenuEditorKind } from "./messages";
import type { EditorStyle } from "./style-options";

/** The calls of the menu editors (spec/site-admin.md §7). */

export const menuKey = (organizationId: number) => ["menu-items", organizationId] as const;

const STYLE_FIELD = { header: "header_style", footer: "footer_style" } as const;

/** GET /api/menu-items?organization_id=: every menu item with its submenu items (owners and admins get hidden ones too). */
export async function fetchMenu(organizationId: number): Promise<MenuItem[]> {
  const body = await apiFetch<MenuItemsResponse>(`/api/menu-items?organization_id=${organizationId}`, { fallback: M.fetchMenuFailed });
  return body.menu_items.map((item) => ({ ...item, submenu_items: [...item.submenu_items].sort((a, b) => a.order - b.order || a.id - b.id) }));
}

/** GET /api/organizations/{id}: the style as stored (settings.header_style / settings.footer_style; null until saved). */
export async function fetchStoredStyle(organizationId: number, kind: MenuEditorKind): Promise<unknown> {
  const body = await apiFetch<OrganizationCore>(`/api/organizations/${organizationId}`, { fallback: M.fetchOrganizationFailed });
  return body.settings?.[STYLE_FIELD[kind]] ?? null;
}

/** PUT /api/organizations/{id} with settings.header_style or settings.footer_style. */
export function saveStyle(organizationId: number, kind: MenuEditorKind, style: EditorStyle) {
  return apiFetch(`/api/organizations/${organizationId}`, {
    method: "PUT",
    body: { settings: { [STYLE_FIELD[kind]]: style } },
    fallback: KIND_TEXTS[kind].styleFallback,
  });
}

/** PUT /api/menu-items/{id}: {order} or one field; kind says a menu item is meant (an id may name a submenu item too). */
export function updateMenuItem(id: number, fields: MenuItemUpdateInput) {
  return apiFetch<MenuItemResponse>(`/api/menu-items/${id}`, { method: "PUT", body: { ...fields, kind: "menu_item" }, fallback: M.updateItemFailed });
}

/** Spec §4/§7: a submenu item's new order goes to PUT /api/menu-items/{submenuId} (kind names the table unambiguously). */
export function updateSubmenuOrder(id: number, order: number) {
  return apiFetch(`/api/menu-items/${id}`, { method: "PUT", body: { order, kind: "submenu" }, fallback: M.updateItemFailed });
}

/** PUT /api/submenu-items/{id}: one field. */
export function updateSubmenuItem(id: number, fields: SubmenuItemUpdateInput) {
  return apiFetch<SubmenuItemResponse>(`/api/submenu-items/${id}`, { method: "PUT", body: fields, fallback: M.updateItemFailed });
}

/** POST /api/menu-items; `organization_id` names the host's organization (the server refuses another). */
export function createMenuItem(body: MenuItemInput & { organization_id: number }) {
  return apiFetch<MenuItemResponse>("/api/menu-items", { method: "POST", body, fallback: M.addItemFailed });
}

/** POST /api/submenu-items; `organization_id` names the host's organization (the server refuses another). */
export function createSubmenuItem(body: SubmenuItemInput & { organization_id: number }) {
  return apiFetch<SubmenuItemResponse>("/api/submenu-items", { method: "POST", body, fallback: M.addSubmenuFailed });
}

export function deleteMenuItem(id: number) {
  return apiFetch(`/api/menu-items/${id}`, { method: "DELETE", fallback: M.deleteItemFallback });
}

export function deleteSubmenuItem(id: number) {
  return apiFetch(`/api/submenu-items/${id}`, { method: "DELETE", fallback: M.deleteItemFallback });
}

/** The organization the editor works on: the opener's id, else the signed-in member's (GET /api/session). */
export async function organizationIdFor(requestId: number | undefined): Promise<number> {
  if (requestId && requestId > 0) return requestId;
  const session = await apiFetch<{ organization: { id: number } | null }>("/api/session").catch(() => null);
  const id = session?.organization?.id;
  if (!id) throw new Error(M.noOrganization);
  return id;
}
