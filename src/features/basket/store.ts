import {
  addPlan,
  BASKET_EVENT,
  BASKET_SAVE_DELAY_MS,
  BASKET_STORAGE_KEY,
  mergeBaskets,
  parseBasket,
  removeLine,
  serializeBasket,
  setQuantity,
  type BasketLine,
  type BasketPlan,
} from "./model";

/**
 * The basket's client store (no dependency): the lines in memory, shared by every
 * part of the page (the header's badge, the "Add to basket" buttons, /basket), read
 * from localStorage the first time something asks. A change shows at once and is
 * saved BASKET_SAVE_DELAY_MS (300 ms) after the last change (spec/editors.md §4, §9);
 * the page leaving (pagehide) saves what is pending. Another tab's save arrives as a
 * `storage` event and is merged (./model.ts mergeBaskets): the plans this tab changed
 * since its own last save keep this tab's lines. Code that writes the storage itself
 * in this tab dispatches BASKET_EVENT, and the store reads it again.
 */
export type BasketStore = {
  lines: () => readonly BasketLine[];
  subscribe: (listener: () => void) => () => void;
  add: (plan: BasketPlan, quantity?: number) => void;
  /** 0 or less removes the line. */
  setQuantity: (planId: number, quantity: number) => void;
  remove: (planId: number) => void;
  /** Each line's plan replaced by `refresh(plan)` (its price as the server has it now), quantities kept. */
  reprice: (refresh: (plan: BasketPlan) => BasketPlan) => void;
  clear: () => void;
  /** Saves a pending change now. */
  flush: () => void;
};

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A store over `storage` and `target`'s events (the tests give their own; the page's is `basketStore()`). */
export function createBasketStore(
  storage: StorageLike | null,
  target: Pick<Window, "addEventListener" | "removeEventListener"> | null,
  delay = BASKET_SAVE_DELAY_MS,
): BasketStore {
  let lines: readonly BasketLine[] | null = null;
  const changed = new Set<number>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const read = (): string | null => {
    try {
      return storage?.getItem(BASKET_STORAGE_KEY) ?? null;
    } catch {
      return null; // storage refused (private mode, a blocked iframe): an empty basket that lives as long as the page
    }
  };
  const current = () => (lines ??= parseBasket(read()));
  const emit = () => listeners.forEach((listener) => listener());

  function save() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (lines === null) return;
    try {
      if (lines.length) storage?.setItem(BASKET_STORAGE_KEY, serializeBasket(lines));
      else storage?.removeItem(BASKET_STORAGE_KEY);
    } catch {
      // full or refused: the basket stays for this page
    }
    changed.clear();
  }

  function change(next: BasketLine[], planIds: number[]) {
    lines = next;
    for (const id of planIds) changed.add(id);
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, delay);
    emit();
  }

  function reload(stored: string | null) {
    if (lines === null) return emit(); // not read yet: the next read sees the new value
    lines = mergeBaskets(parseBasket(stored), lines, changed);
    emit();
  }

  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === BASKET_STORAGE_KEY || key === null) reload(key === null ? null : newValue);
  };
  const onChanged = () => reload(read());
  const onHide = () => timer && save();

  let listening = false;
  function listen() {
    if (listening || !target) return;
    listening = true;
    target.addEventListener("storage", onStorage);
    target.addEventListener(BASKET_EVENT, onChanged);
    target.addEventListener("pagehide", onHide);
  }

  return {
    lines: current,
    subscribe(listener) {
      listen();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (plan, quantity = 1) => {
      listen();
      change(addPlan(current(), plan, quantity), [plan.id]);
    },
    setQuantity: (planId, quantity) => change(setQuantity(current(), planId, quantity), [planId]),
    remove: (planId) => change(removeLine(current(), planId), [planId]),
    reprice: (refresh) => {
      const before = current();
      const next = before.map((line) => ({ ...line, plan: refresh(line.plan) }));
      const moved = next.filter((line, i) => JSON.stringify(line.plan) !== JSON.stringify(before[i]!.plan)).map((line) => line.plan.id);
      if (moved.length) change(next, moved);
    },
    clear: () =>
      change(
        [],
        current().map((line) => line.plan.id),
      ),
    flush: () => timer && save(),
  };
}

let pageStore: BasketStore | null = null;

/** The page's basket (one per page, over the site's localStorage). */
export function basketStore(): BasketStore {
  if (!pageStore) {
    const safeStorage = (() => {
      try {
        return window.localStorage;
      } catch {
        return null;
      }
    })();
    pageStore = createBasketStore(safeStorage, window);
  }
  return pageStore;
}
