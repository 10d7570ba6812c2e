/** Where the palette keeps the five most recent commands (ids), across reloads. */
export const RECENT_COMMANDS_KEY = "onsite.commandPalette.recent";
export const RECENT_LIMIT = 5;

type Store = Pick<Storage, "getItem" | "setItem">;

export function readRecent(store: Store = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(RECENT_COMMANDS_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string").slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `id` first, without repeats, keeping five. */
export function rememberCommand(id: string, store: Store = localStorage): string[] {
  const next = [id, ...readRecent(store).filter((other) => other !== id)].slice(0, RECENT_LIMIT);
  try {
    store.setItem(RECENT_COMMANDS_KEY, JSON.stringify(next));
  } catch {
    /* storage off or full: the palette still works */
  }
  return next;
}
