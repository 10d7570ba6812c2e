import type * as z from "zod";
import type { Snapshot } from "./types";

/** JSON with object keys sorted (jsonb does not keep key order), so two states compare by content. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** "section_title" → "Section title". */
export const humanize = (key: string) => {
  const words = key.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as a person reads it: text as is, Yes/No, numbers, lists one per line, objects as "key: value" lines by key (jsonb keeps no key order). */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length ? value.map(readable).join("\n") : "(empty)";
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length ? entries.map(([k, v]) => `${humanize(k)}: ${typeof v === "object" ? canonical(v) : readable(v)}`).join("\n") : "(empty)";
}

/** Labels of the fields whose text differs between two described states (either side's fields). */
export function differingLabels(before: Record<string, string>, after: Record<string, string>): string[] {
  const labels = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return labels.filter((label) => (before[label] ?? "") !== (after[label] ?? ""));
}

/** Each listed key of `snapshot`, labelled by `labels` (else humanized), read as text. */
export function describeKeys(snapshot: Snapshot, keys: readonly string[], labels: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(keys.filter((key) => Object.hasOwn(snapshot, key)).map((key) => [labels[key] ?? humanize(key), readable(snapshot[key])]));
}

/** The snapshot's keys that `shape` still accepts with their kept value (a field kept before its rules changed is left as it is now). */
export function restorable(shape: Record<string, z.ZodType>, snapshot: Snapshot): Snapshot {
  const fields: Snapshot = {};
  for (const [key, value] of Object.entries(snapshot)) {
    const schema = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (!schema) continue;
    const parsed = schema.safeParse(value ?? undefined);
    if (parsed.success && parsed.data !== undefined) fields[key] = parsed.data;
    else if (value === null && schema.safeParse(null).success) fields[key] = null;
  }
  return fields;
}

/** The listed keys of a record (its restorable state). */
export const pick = (record: Record<string, unknown>, keys: readonly string[]): Snapshot =>
  Object.fromEntries(keys.filter((key) => Object.hasOwn(record, key)).map((key) => [key, record[key] ?? null]));
