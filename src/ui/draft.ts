/**
 * An editor's form state as two copies of the record's editable fields: `base`
 * (as loaded or last saved) and `draft` (as the user has it). What changed is
 * what differs; an update sends only that, and after a 409 the user's changes
 * are reapplied over the newer version.
 */
/** Equal field values: the same value, or objects (gradients, translation maps) with the same content. */
export const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The keys whose values differ between base and draft (deep for objects such as gradients and translations). */
export function changedKeys<D extends object>(base: D, draft: D): (keyof D)[] {
  return (Object.keys(draft) as (keyof D)[]).filter((key) => !sameValue(base[key], draft[key]));
}

/** The user's changes (draft vs oldBase) applied over a newer version of the record. */
export function rebase<D extends object>(oldBase: D, draft: D, newBase: D): D {
  const next = { ...newBase };
  for (const key of changedKeys(oldBase, draft)) next[key] = draft[key];
  return next;
}

/** The entries of `values` for these keys (the changed keys of a draft, picked from the body it makes). */
export function pickKeys<T extends object, K extends keyof T>(values: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) picked[key] = values[key];
  return picked;
}

/** The draft's values of the keys that differ from base: what an update sends. */
export function changedFields<D extends object>(base: D, draft: D): Partial<D> {
  return pickKeys(draft, changedKeys(base, draft));
}
