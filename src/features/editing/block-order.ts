import { ORDER_STEP } from "@/platform/db/order";

/**
 * The order a new block takes to sit at `index` among blocks with these orders
 * (in page order), or null when no whole number fits between its neighbours
 * (the page's layout must first be spread out again with step 10).
 */
export function orderAt(orders: readonly number[], index: number): number | null {
  const before = orders[index - 1];
  const after = orders[index];
  if (before === undefined && after === undefined) return 0;
  if (after === undefined) return before! + ORDER_STEP;
  if (before === undefined) return after - ORDER_STEP;
  if (after - before < 2) return null;
  return before + Math.floor((after - before) / 2);
}

/** The orders of a layout spread out with step 10, starting at 10. */
export function spreadOrders(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i + 1) * ORDER_STEP);
}
