/**
 * Readers for a stored list row's loose fields (`Record<string, unknown>`, as a settings
 * list's store or its Global Settings read answers them): what the public reads and the
 * editors' previews both shape into the public entry types, so both read a row alike.
 */
export type StoredRow = Record<string, unknown>;

/** A string, or "" for anything else. */
export const storedText = (value: unknown) => (typeof value === "string" ? value : "");

/** An object (a translations map), or null for anything else (arrays too). */
export const storedMap = <T>(value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? (value as T) : null);

/** A safe integer (minor units, ids), or null. */
export const storedInteger = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? value : null);

/** A finite number, or null. */
export const storedNumber = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** The strings of a list, without the empty ones when `nonEmpty`. */
export const storedStrings = (value: unknown, nonEmpty = false) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && (!nonEmpty || item !== "")) : [];
