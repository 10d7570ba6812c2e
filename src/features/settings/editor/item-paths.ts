// Paths into a list item ("content.link.url"), as the list editor's fields name them.

/** A value at a path ("link.url") of an item. */
export function read(item: Record<string, unknown>, key: string): unknown {
  return key.split(".").reduce<unknown>((value, part) => (value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined), item);
}

/** The item with the value at a path set (nested objects copied, not changed). */
export function write(item: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = key.split(".");
  if (rest.length === 0) return { ...item, [head!]: value };
  const inner = item[head!] && typeof item[head!] === "object" ? (item[head!] as Record<string, unknown>) : {};
  return { ...item, [head!]: write(inner, rest.join("."), value) };
}
