/**
 * The local basket (spec/editors.md §3 "Basket item", §4, §9): plans with quantities,
 * kept in the visitor's browser only. Pure functions here; the store that holds the
 * lines, saves them and follows other tabs is ./store.ts.
 *
 * Stored in localStorage under BASKET_STORAGE_KEY as JSON
 * `[{ "plan": { id, name, price, promotion_price, is_promotion, currency_symbol }, "quantity": n }]`
 * (prices in minor units). localStorage belongs to the origin, and every site has its
 * own host, so each site has its own basket, shared by its languages.
 */
import { WINDOW_EVENTS } from "@/platform/window-events";
export const BASKET_STORAGE_KEY = "onsite-basket";
/** Dispatched on a window by code that wrote the basket's storage itself (not through the store): the store reads it again. */
export const BASKET_EVENT = WINDOW_EVENTS.basketChanged;
/** spec/editors.md §9: "basket save debounce 300 ms". */
export const BASKET_SAVE_DELAY_MS = 300;
/** The most of one plan a line holds (what a quote request accepts). */
export const MAX_QUANTITY = 99;

/** A plan as the basket keeps it: what it cost when it was added (minor units). */
export type BasketPlan = {
  id: number;
  name: string;
  price: number;
  promotion_price: number | null;
  is_promotion: boolean;
  /** Default "$" (spec §3). */
  currency_symbol: string;
};
export type BasketLine = { plan: BasketPlan; quantity: number };

const wholeMinor = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : null);

/** A plan from anything stored or sent; null without a usable id. Missing prices read as 0, the symbol as "$". */
export function toBasketPlan(value: unknown): BasketPlan | null {
  if (!value || typeof value !== "object") return null;
  const plan = value as Record<string, unknown>;
  const id = plan.id;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return null;
  const price = wholeMinor(plan.price) ?? 0;
  const promotion = wholeMinor(plan.promotion_price);
  const symbol = typeof plan.currency_symbol === "string" && plan.currency_symbol.trim() ? plan.currency_symbol.trim() : "$";
  return {
    id,
    name: typeof plan.name === "string" ? plan.name : "",
    price,
    promotion_price: promotion,
    is_promotion: plan.is_promotion === true && promotion !== null,
    currency_symbol: symbol,
  };
}

/**
 * The stored basket's lines: one per plan (a plan stored twice keeps the first line,
 * quantities added), each with a whole quantity from 1 to MAX_QUANTITY; lines with 0
 * or less are dropped (spec §4). Anything unreadable is an empty basket. Also reads
 * `{ items: [...] }`.
 */
export function parseBasket(stored: string | null | undefined): BasketLine[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  const items = Array.isArray(value)
    ? value
    : value && typeof value === "object" && Array.isArray((value as { items?: unknown }).items)
      ? (value as { items: unknown[] }).items
      : [];
  const lines: BasketLine[] = [];
  for (const item of items) {
    if (!item || typeof item !== "object") continue;
    const plan = toBasketPlan((item as { plan?: unknown }).plan);
    const quantity = Math.floor(Number((item as { quantity?: unknown }).quantity));
    if (!plan || !Number.isFinite(quantity) || quantity <= 0) continue;
    const same = lines.find((line) => line.plan.id === plan.id);
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + quantity);
    else lines.push({ plan, quantity: Math.min(MAX_QUANTITY, quantity) });
  }
  return lines;
}

export const serializeBasket = (lines: readonly BasketLine[]): string => JSON.stringify(lines);

/** The number of things in the basket (the header's badge): the sum of the quantities. */
export const basketCount = (lines: readonly BasketLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

/** One more of `plan` (a new line at the end, or the line's quantity + 1, at most MAX_QUANTITY); the plan's prices are refreshed. */
export function addPlan(lines: readonly BasketLine[], plan: BasketPlan, quantity = 1): BasketLine[] {
  const found = lines.some((line) => line.plan.id === plan.id);
  if (!found) return quantity > 0 ? [...lines, { plan, quantity: Math.min(MAX_QUANTITY, Math.floor(quantity)) }] : [...lines];
  return setQuantity(
    lines.map((line) => (line.plan.id === plan.id ? { plan, quantity: line.quantity } : line)),
    plan.id,
    (lines.find((line) => line.plan.id === plan.id)?.quantity ?? 0) + quantity,
  );
}

/** The line's quantity set (whole, at most MAX_QUANTITY); 0 or less (or not a number) removes it (spec §4). */
export function setQuantity(lines: readonly BasketLine[], planId: number, quantity: number): BasketLine[] {
  const whole = Math.floor(quantity);
  if (!Number.isFinite(whole) || whole <= 0) return lines.filter((line) => line.plan.id !== planId);
  return lines.map((line) => (line.plan.id === planId ? { ...line, quantity: Math.min(MAX_QUANTITY, whole) } : line));
}

export const removeLine = (lines: readonly BasketLine[], planId: number): BasketLine[] => lines.filter((line) => line.plan.id !== planId);

/** What one of the plan costs: the promotion price while the promotion is on, else the price (minor units). */
export const unitPrice = (plan: Pick<BasketPlan, "price" | "promotion_price" | "is_promotion">): number =>
  plan.is_promotion && plan.promotion_price !== null ? plan.promotion_price : plan.price;

/** A line's amount in minor units (integers only). */
export const lineAmount = (line: BasketLine): number => unitPrice(line.plan) * line.quantity;

/** Totals per currency symbol, in the lines' order of first appearance, summed in integer minor units. */
export function totalsByCurrency(lines: readonly BasketLine[]): { currency_symbol: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.plan.currency_symbol, (totals.get(line.plan.currency_symbol) ?? 0) + lineAmount(line));
  return [...totals].map(([currency_symbol, amount]) => ({ currency_symbol, amount }));
}

/**
 * Another tab's saved basket merged with this tab's lines: the other tab's lines are
 * taken as they are, except the plans this tab changed since its last save (`changed`),
 * which keep this tab's line (or stay removed); this tab's new lines come last.
 */
export function mergeBaskets(stored: readonly BasketLine[], local: readonly BasketLine[], changed: ReadonlySet<number>): BasketLine[] {
  if (changed.size === 0) return [...stored];
  const localById = new Map(local.map((line) => [line.plan.id, line]));
  const merged: BasketLine[] = [];
  for (const line of stored) {
    if (!changed.has(line.plan.id)) merged.push(line);
    else if (localById.has(line.plan.id)) merged.push(localById.get(line.plan.id)!);
  }
  for (const line of local) if (changed.has(line.plan.id) && !merged.some((kept) => kept.plan.id === line.plan.id)) merged.push(line);
  return merged;
}

/** "1999" → "19.99", "-5" → "-0.05": minor units as an exact decimal string (no floating point). */
export function minorToDecimal(minor: number): `${number}` {
  const whole = Math.trunc(minor);
  const sign = whole < 0 ? "-" : "";
  const digits = String(Math.abs(whole)).padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units with the plan's currency symbol, in the locale's way
 * (ICU through Intl.NumberFormat): its digits, separators and where the symbol goes
 * ("€19.00" in English, "19,00 €" in German). Plans carry a symbol, not an ISO code,
 * so the number is formatted as a currency with a stand-in code and the stand-in's
 * symbol is replaced by the plan's; a symbol ending in a letter ("zł", "CHF") gets a
 * no-break space before a number that follows it. Two decimals: minor units are hundredths.
 */
export function formatMoney(minor: number, currencySymbol: string, locale: string): string {
  const symbol = currencySymbol.trim() || "$";
  let format = formats.get(locale);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "USD",
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      format = new Intl.NumberFormat("en", {
        style: "currency",
        currency: "USD",
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    formats.set(locale, format);
  }
  const parts = format.formatToParts(minorToDecimal(minor));
  return parts
    .map((part, index) => {
      if (part.type !== "currency") return part.value;
      const next = parts[index + 1];
      const beforeNumber = next && (next.type === "integer" || next.type === "minusSign");
      return beforeNumber && /\p{L}$/u.test(symbol) ? `${symbol}\u00a0` : symbol;
    })
    .join("");
}
