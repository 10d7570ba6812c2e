/**
 * A stored row as a JSON answer carries it: timestamps as ISO strings, every
 * other column as stored (docs/decisions.md, "Record types come from schemas").
 * A feature's answer type is this of its table's `$inferSelect`, with Omit/Pick
 * and the computed fields, so a column added to the table shows up in the answer
 * type (and its mapper stops compiling until it fills the column).
 */
export type JsonRow<Row> = { [K in keyof Row]: JsonValue<Row[K]> };

/** A column's value in JSON: a Date (also a nullable one) is its ISO string. */
type JsonValue<V> = V extends Date ? string : V;
