import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BASKET_EVENT, BASKET_STORAGE_KEY, parseBasket, type BasketPlan } from "./model";
import { createBasketStore } from "./store";

const plan = (id: number, price = 900): BasketPlan => ({ id, name: `Plan ${id}`, price, promotion_price: null, is_promotion: false, currency_symbol: "€" });

/** localStorage's part the store uses, in memory. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: vi.fn((key: string) => void items.delete(key)),
  };
}

/** A storage event as another tab's save fires it. */
const storageEvent = (newValue: string | null) => Object.assign(new Event("storage"), { key: BASKET_STORAGE_KEY, newValue });

describe("the basket store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a change at once and saves it 300 ms after the last change (spec/editors.md §9)", () => {
    const storage = memoryStorage();
    const store = createBasketStore(storage, new EventTarget() as never);
    const heard = vi.fn();
    store.subscribe(heard);
    store.add(plan(1));
    store.add(plan(2, 2900));
    expect(store.lines().map((l) => l.plan.id)).toEqual([1, 2]);
    expect(heard).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(299);
    expect(storage.setItem).not.toHaveBeenCalled();
    store.setQuantity(2, 3); // a change restarts the wait
    vi.advanceTimersByTime(299);
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(parseBasket(storage.getItem(BASKET_STORAGE_KEY)).map((l) => [l.plan.id, l.quantity])).toEqual([
      [1, 1],
      [2, 3],
    ]);
  });

  it("removes a line whose quantity becomes 0 or less, and the storage once the basket is empty", () => {
    const storage = memoryStorage({
      [BASKET_STORAGE_KEY]: JSON.stringify([
        { plan: plan(1), quantity: 2 },
        { plan: plan(2), quantity: 1 },
      ]),
    });
    const store = createBasketStore(storage, new EventTarget() as never);
    store.setQuantity(1, 0);
    expect(store.lines().map((l) => l.plan.id)).toEqual([2]);
    store.setQuantity(2, -1);
    expect(store.lines()).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(storage.removeItem).toHaveBeenCalledWith(BASKET_STORAGE_KEY);
    expect(storage.getItem(BASKET_STORAGE_KEY)).toBeNull();
  });

  it("follows another tab's save (the storage event), keeping its own unsaved changes", () => {
    const storage = memoryStorage({ [BASKET_STORAGE_KEY]: JSON.stringify([{ plan: plan(1), quantity: 1 }]) });
    const events = new EventTarget();
    const store = createBasketStore(storage, events as never);
    const heard = vi.fn();
    store.subscribe(heard);
    expect(store.lines().map((l) => l.quantity)).toEqual([1]);

    // Nothing pending here: the other tab's basket as it is.
    events.dispatchEvent(
      storageEvent(
        JSON.stringify([
          { plan: plan(1), quantity: 4 },
          { plan: plan(2), quantity: 1 },
        ]),
      ),
    );
    expect(store.lines().map((l) => [l.plan.id, l.quantity])).toEqual([
      [1, 4],
      [2, 1],
    ]);
    expect(heard).toHaveBeenCalledTimes(1);

    // A change here not saved yet survives the other tab's next save, and is then saved over it.
    store.add(plan(3));
    events.dispatchEvent(storageEvent(JSON.stringify([{ plan: plan(1), quantity: 9 }])));
    expect(store.lines().map((l) => [l.plan.id, l.quantity])).toEqual([
      [1, 9],
      [3, 1],
    ]);
    vi.advanceTimersByTime(300);
    expect(parseBasket(storage.getItem(BASKET_STORAGE_KEY)).map((l) => [l.plan.id, l.quantity])).toEqual([
      [1, 9],
      [3, 1],
    ]);

    // Another tab emptied the basket; another key's event changes nothing.
    events.dispatchEvent(storageEvent(null));
    expect(store.lines()).toEqual([]);
    events.dispatchEvent(Object.assign(new Event("storage"), { key: "other", newValue: "[]" }));
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it("reads the storage again when this page's code wrote it itself (BASKET_EVENT)", () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createBasketStore(storage, events as never);
    store.subscribe(() => {});
    expect(store.lines()).toEqual([]);
    storage.setItem(BASKET_STORAGE_KEY, JSON.stringify([{ plan: { id: 7 }, quantity: 2 }]));
    events.dispatchEvent(new Event(BASKET_EVENT));
    expect(store.lines().map((l) => [l.plan.id, l.quantity])).toEqual([[7, 2]]);
  });

  it("keeps working without storage (refused), for the page's life", () => {
    const refused = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {},
    };
    const store = createBasketStore(refused, null);
    store.add(plan(1));
    vi.advanceTimersByTime(300);
    expect(store.lines().map((l) => l.plan.id)).toEqual([1]);
  });

  it("reprices lines to the server's plans and saves them; clear empties the basket", () => {
    const storage = memoryStorage({ [BASKET_STORAGE_KEY]: JSON.stringify([{ plan: plan(1, 900), quantity: 2 }]) });
    const store = createBasketStore(storage, null);
    store.reprice((p) => ({ ...p, price: 1200 }));
    store.flush();
    expect(parseBasket(storage.getItem(BASKET_STORAGE_KEY))[0]).toMatchObject({ plan: { id: 1, price: 1200 }, quantity: 2 });
    store.clear();
    store.flush();
    expect(storage.getItem(BASKET_STORAGE_KEY)).toBeNull();
  });
});
