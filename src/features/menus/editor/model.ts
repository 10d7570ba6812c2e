import { slugify } from "../schema";
import type { MenuItem, SubmenuItem } from "../types";
import { ORDER_STEP } from "@/platform/db/order";

/**
 * The menu editors' rules that do not touch the screen (spec/site-admin.md §4, §5, §7):
 * orders in steps of 10, where a new item goes, which items a Save must renumber.
 */

/** Spec §7: a new menu or submenu item gets the largest existing order plus 10, or 0 if none exists. */
export function nextOrder(siblings: readonly { order: number }[]): number {
  return siblings.length === 0 ? 0 : Math.max(...siblings.map((s) => s.order)) + ORDER_STEP;
}

/**
 * The menu items in the order the editor shows them: the local drag order (ids) while
 * one is pending, with items that appeared since (a create, a refetch) at the end and
 * items that went away dropped.
 */
export function orderedItems(items: readonly MenuItem[], localOrder: readonly number[] | null): MenuItem[] {
  if (!localOrder) return [...items];
  const byId = new Map(items.map((item) => [item.id, item]));
  const placed = localOrder.flatMap((id) => byId.get(id) ?? []);
  const placedIds = new Set(placed.map((item) => item.id));
  return [...placed, ...items.filter((item) => !placedIds.has(item.id))];
}

/** Whether the shown order differs from the stored one. */
export function orderChanged(stored: readonly { id: number }[], shown: readonly { id: number }[]): boolean {
  return stored.length !== shown.length || stored.some((item, i) => item.id !== shown[i]!.id);
}

/** Spec §7: each item's order is 10 times its index; only the items whose order changes need a request. */
export function orderUpdates<T extends { id: number; order: number }>(shown: readonly T[]): { id: number; order: number }[] {
  return shown.flatMap((item, index) => (item.order === index * ORDER_STEP ? [] : [{ id: item.id, order: index * ORDER_STEP }]));
}

/** The submenu items of one menu item, renumbered (0, 10, 20 …) in the given order. */
export function renumber<T extends SubmenuItem>(list: readonly T[]): T[] {
  return list.map((item, index) => ({ ...item, order: index * ORDER_STEP }));
}

export { slugify };

/** Spec §5 for an inline edit: the value to save, or null when the edit reverts (empty or unchanged). */
export function nameEdit(draft: string, current: string): string | null {
  const next = draft.trim();
  return next === "" || next === current ? null : next;
}

export function slugEdit(draft: string, current: string): string | null {
  const next = slugify(draft);
  return next === "" || next === current ? null : next;
}

/** A description saves only if changed (empty clears it). */
export function descriptionEdit(draft: string, current: string | null): string | null | undefined {
  const next = draft.trim();
  return next === (current ?? "") ? undefined : next === "" ? null : next;
}
