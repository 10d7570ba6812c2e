/**
 * The local basket (spec/editors.md "Basket"): a list of plans with quantities kept in
 * local storage under this key, as JSON `[{ plan: {...}, quantity }]` (also read:
 * `{ items: [...] }`). The basket feature writes it and dispatches BASKET_EVENT on
 * this window after each save; other tabs are heard through the `storage` event.
 */
export const BASKET_STORAGE_KEY = "onsite-basket";
export const BASKET_EVENT = "onsite:basket-changed";

/** The number of things in the basket: the sum of the positive whole quantities; 0 for anything unreadable. */
export function basketCount(stored: string | null): number {
  if (!stored) return 0;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return 0;
  }
  const lines = Array.isArray(value) ? value : value && typeof value === "object" && Array.isArray((value as { items?: unknown }).items) ? (value as { items: unknown[] }).items : [];
  return lines.reduce<number>((sum, line) => {
    const quantity = line && typeof line === "object" ? Number((line as { quantity?: unknown }).quantity) : 0;
    return Number.isFinite(quantity) && quantity > 0 ? sum + Math.floor(quantity) : sum;
  }, 0);
}
