"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { ApiError } from "@/platform/http/client";
import type { MenuItem, SubmenuItem } from "../types";
import * as api from "./api";
import { MENU_EDITOR_MESSAGES as M, type MenuEditorKind } from "./messages";
import { nextOrder, orderUpdates, renumber, slugify } from "./model";

/** An inline red banner: the spec's message, and the server's reason under it when it gave one. */
export type Banner = { message: string; detail?: string };

export type ItemField = "name" | "slug" | "description";
const ITEM_COLUMN = { name: "display_name", slug: "url_name", description: "description" } as const;
const SUBMENU_COLUMN = { name: "name", slug: "url_name", description: "description" } as const;

/** The server's own words for a refusal (4xx), unless they only repeat the fallback. */
export function reasonOf(error: unknown, fallback?: string): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  return error.message && error.message !== fallback ? error.message : undefined;
}

/**
 * The menu of the editors: the stored list (refetched after creates, deletes and
 * failures) and every change that applies at once (spec §4): visibility, inline edits,
 * adds, deletes and submenu order. Menu item order stays local until Save.
 */
export function useMenuItems(kind: MenuEditorKind, organizationId: number, initial: MenuItem[]) {
  const client = useQueryClient();
  const key = api.menuKey(organizationId);
  const menu = useQuery({ queryKey: key, queryFn: () => api.fetchMenu(organizationId), initialData: initial, staleTime: Infinity, gcTime: 0 });
  const [banner, setBanner] = useState<Banner | null>(null);
  /** Something on the site changed already (the page's header and footer need a refresh on close). */
  const touched = useRef(false);

  const items = menu.data;
  const patch = (update: (items: MenuItem[]) => MenuItem[]) => client.setQueryData<MenuItem[]>(key, (old) => update(old ?? []));
  const patchSubmenu = (id: number, change: Partial<SubmenuItem>) =>
    patch((list) => list.map((item) => ({ ...item, submenu_items: item.submenu_items.map((sub) => (sub.id === id ? { ...sub, ...change } : sub)) })));
  const refetch = () => client.invalidateQueries({ queryKey: key });

  /** An optimistic single-field update: shown at once, put back (with the banner) when the server refuses. */
  const applyNow = async (apply: () => void, send: () => Promise<unknown>, failure: string) => {
    const snapshot = client.getQueryData<MenuItem[]>(key);
    apply();
    setBanner(null);
    try {
      await send();
      touched.current = true;
    } catch (error) {
      client.setQueryData(key, snapshot);
      setBanner({ message: failure, detail: reasonOf(error, M.updateItemFailed) });
    }
  };

  const visibilityField = kind === "header" ? "is_displayed" : "is_displayed_on_footer";

  return {
    menu,
    items,
    banner,
    setBanner,
    touched,
    refetch,
    /** Header: is_displayed; footer: is_displayed_on_footer (spec §2.4). */
    isShown: (item: MenuItem) => item[visibilityField],
    toggleItem: (item: MenuItem) => {
      const next = !item[visibilityField];
      return applyNow(
        () => patch((list) => list.map((it) => (it.id === item.id ? { ...it, [visibilityField]: next } : it))),
        () => api.updateMenuItem(item.id, { [visibilityField]: next }),
        M.itemVisibilityFailed,
      );
    },
    toggleSubmenu: (sub: SubmenuItem) => {
      const next = sub.is_displayed === false;
      return applyNow(
        () => patchSubmenu(sub.id, { is_displayed: next }),
        () => api.updateSubmenuItem(sub.id, { is_displayed: next }),
        M.submenuVisibilityFailed,
      );
    },
    editItem: (item: MenuItem, field: ItemField, value: string | null) => {
      const column = ITEM_COLUMN[field];
      return applyNow(
        () => patch((list) => list.map((it) => (it.id === item.id ? { ...it, [column]: value } : it))),
        () => api.updateMenuItem(item.id, { [column]: value }),
        M.fieldFailed(field),
      );
    },
    editSubmenu: (sub: SubmenuItem, field: ItemField, value: string | null) => {
      const column = SUBMENU_COLUMN[field];
      return applyNow(
        () => patchSubmenu(sub.id, { [column]: value }),
        () => api.updateSubmenuItem(sub.id, { [column]: value }),
        M.submenuFieldFailed(field),
      );
    },
    /** Spec §4: a submenu drag applies at once, every new order a multiple of 10; on failure the list is refetched. */
    reorderSubmenus: async (item: MenuItem, moved: SubmenuItem[]) => {
      const updates = orderUpdates(moved);
      patch((list) => list.map((it) => (it.id === item.id ? { ...it, submenu_items: renumber(moved) } : it)));
      try {
        for (const update of updates) await api.updateSubmenuOrder(update.id, update.order);
        touched.current = true;
        toast.success(M.submenuOrderSaved);
      } catch {
        toast.error(M.submenuOrderFailed);
        await refetch();
      }
    },
    addItem: async (name: string) => {
      const display_name = name.trim();
      try {
        await api.createMenuItem({
          organization_id: organizationId,
          display_name,
          url_name: slugify(display_name),
          order: nextOrder(items),
          is_displayed: true,
          is_displayed_on_footer: true,
        });
        touched.current = true;
        await refetch();
        toast.success(M.itemCreated(display_name));
        return true;
      } catch {
        toast.error(M.addItemFailed);
        return false;
      }
    },
    addSubmenu: async (item: MenuItem, name: string) => {
      const trimmed = name.trim();
      try {
        await api.createSubmenuItem({
          menu_item_id: item.id,
          organization_id: organizationId,
          name: trimmed,
          url_name: slugify(trimmed),
          order: nextOrder(item.submenu_items),
          is_displayed: true,
          description: null,
        });
        touched.current = true;
        await refetch();
        toast.success(M.submenuCreated(trimmed));
        return true;
      } catch {
        toast.error(M.addSubmenuFailed);
        return false;
      }
    },
    deleteItem: async (item: MenuItem) => {
      try {
        await api.deleteMenuItem(item.id);
        touched.current = true;
        patch((list) => list.filter((it) => it.id !== item.id));
        toast.success(M.itemDeleted(item.display_name));
      } catch {
        toast.error(M.deleteItemFailed);
        await refetch();
      }
    },
    deleteSubmenu: async (sub: SubmenuItem) => {
      try {
        await api.deleteSubmenuItem(sub.id);
        touched.current = true;
        patch((list) => list.map((it) => ({ ...it, submenu_items: it.submenu_items.filter((s) => s.id !== sub.id) })));
        toast.success(M.submenuDeleted(sub.name));
      } catch {
        toast.error(M.deleteSubmenuFailed);
        await refetch();
      }
    },
  };
}

export type MenuItemsState = ReturnType<typeof useMenuItems>;
