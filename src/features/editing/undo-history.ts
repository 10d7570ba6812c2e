/**
 * The history behind useUndo (use-undo.ts), as plain functions so it can be
 * tested without a browser: a list of form states with a cursor.
 *
 * A change with a `group` replaces the newest entry while the group stays the
 * same, so one gesture (a resize drag, typing in one field) is one undo step;
 * a change without a group, or with another group, is a step of its own.
 */
export type History<T> = {
  /** Oldest first; `entries[index]` is the current state. */
  entries: T[];
  index: number;
  /** The group of the newest entry, while changes may still join it. */
  group: string | null;
};

/** How many states are kept (the oldest go first). */
export const HISTORY_LIMIT = 100;

export function startHistory<T>(state: T): History<T> {
  return { entries: [state], index: 0, group: null };
}

export const current = <T>(history: History<T>): T => history.entries[history.index]!;
export const canUndo = <T>(history: History<T>) => history.index > 0;
export const canRedo = <T>(history: History<T>) => history.index < history.entries.length - 1;

/**
 * A new state. Redo steps after the cursor are dropped (a change after an undo
 * starts a new branch). A change equal to the current state is not recorded.
 */
export function record<T>(history: History<T>, state: T, options: { group?: string; equal?: (a: T, b: T) => boolean } = {}): History<T> {
  const equal = options.equal ?? Object.is;
  if (equal(current(history), state)) return history;
  const group = options.group ?? null;
  const joins = group !== null && group === history.group && history.index === history.entries.length - 1 && history.index > 0;
  const kept = history.entries.slice(0, joins ? history.index : history.index + 1);
  const entries = [...kept, state].slice(-HISTORY_LIMIT);
  return { entries, index: entries.length - 1, group };
}

/** Ends the current group: the next change is a step of its own even with the same group. */
export function seal<T>(history: History<T>): History<T> {
  return history.group === null ? history : { ...history, group: null };
}

export function undo<T>(history: History<T>): History<T> {
  return canUndo(history) ? { ...history, index: history.index - 1, group: null } : history;
}

export function redo<T>(history: History<T>): History<T> {
  return canRedo(history) ? { ...history, index: history.index + 1, group: null } : history;
}

/** What a key press asks of the history: undo, redo, or nothing. */
export type UndoKey = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean };

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. */
export function undoAction(event: UndoKey): "undo" | "redo" | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && event.ctrlKey && !event.shiftKey) return "redo";
  return null;
}

/** An element as far as the undo keys care: its tag, type and whether its text is editable. */
export type KeyTarget = { tagName: string; type?: string; isContentEditable?: boolean; readOnly?: boolean } | null;

const TEXT_INPUTS = new Set(["text", "search", "url", "tel", "email", "password", "number", ""]);

/**
 * True when the focused element keeps its own text undo (a text input, a
 * textarea, an editable region): the browser undoes the typing there, and the
 * form-level history leaves the key alone.
 */
export function hasOwnTextUndo(target: KeyTarget): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === "TEXTAREA") return !target.readOnly;
  if (tag === "INPUT") return !target.readOnly && TEXT_INPUTS.has((target.type ?? "").toLowerCase());
  return false;
}
