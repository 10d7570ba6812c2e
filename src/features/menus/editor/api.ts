"use client";

import { apiFetch } from "@/platform/http/client";
import type { OrganizationCore } from "@/features/organizations";
import type { MenuItem, MenuItemsResponse, SubmenuItem } from "../types";
import { KIND_TEXTS, MENU_EDITOR_MESSAGES as M, type MenuEditorKind } from "./messages";
import type { EditorStyle } from "./style-options";

/** The calls of the menu editors (spec/site-admin.md §7). */

export const menuKey = (organizationId: number) => ["menu-items", organizationId] as const;
export const styleKey = (organizationId: number, kind: MenuEditorKind) => ["organization-style", organizationId, kind] as const;

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
  return apiFetch(`/api/organizations/${organizationId}`, { method: "PUT", body: { settings: { [STYLE_FIELD[kind]]: style } }, fallback: KIND_TEXTS[kind].styleFallback });
}

export type MenuItemFields = Partial<Pick<MenuItem, "display_name" | "url_name" | "description" | "order" | "is_displayed" | "is_displayed_on_footer">>;
export type SubmenuFields = Partial<Pick<SubmenuItem, "name" | "url_name" | "description" | "order" | "is_displayed">>;

/** PUT /api/menu-items/{id}: {order} or one field; kind says a menu item is meant (an id may name a submenu item too). */
export function updateMenuItem(id: number, fields: MenuItemFields) {
  return apiFetch<{ menu_item: MenuItem }>(`/api/menu-items/${id}`, { method: "PUT", body: { ...fields, kind: "menu_item" }, fallback: M.updateItemFailed });
}

/** Spec §4/§7: a submenu item's new order goes to PUT /api/menu-items/{submenuId} (kind names the table unambiguously). */
export function updateSubmenuOrder(id: number, order: number) {
  return apiFetch(`/api/menu-items/${id}`, { method: "PUT", body: { order, kind: "submenu" }, fallback: M.updateItemFailed });
}

/** PUT /api/submenu-items/{id}: one field. */
export function updateSubmenuItem(id: number, fields: SubmenuFields) {
  return apiFetch<{ submenu_item: SubmenuItem }>(`/api/submenu-items/${id}`, { method: "PUT", body: fields, fallback: M.updateItemFailed });
}

export function createMenuItem(body: { organization_id: number; display_name: string; url_name: string; order: number; is_displayed: boolean; is_displayed_on_footer: boolean }) {
  return apiFetch<{ menu_item: MenuItem }>("/api/menu-items", { method: "POST", body, fallback: M.addItemFailed });
}

export function createSubmenuItem(body: { menu_item_id: number; organization_id: number; name: string; url_name: string; order: number; is_displayed: boolean; description: string | null }) {
  return apiFetch<{ submenu_item: SubmenuItem }>("/api/submenu-items", { method: "POST", body, fallback: M.addSubmenuFailed });
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
