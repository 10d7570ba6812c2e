import "server-only";
// Revisions of the Global Settings lists (FAQs, products, listings...): one subject per
// registered list, made here from the list's store and registration, so no feature
// writes its own (docs/decisions.md "Revisions of the Global Settings lists").
import type { Db } from "@/platform/db/client";
import type { ListStore } from "@/platform/db/list-store";
import { badRequest } from "@/platform/http/errors";
import type { ListSpec } from "@/platform/lists";
import type { Role } from "@/platform/tenancy/types";
import { readable } from "./describe";
import type { RevisionSubject, Snapshot } from "./types";

/** The record type of a list's revisions: "settings_list:faqs". */
export const listRevisionType = (name: string) => `settings_list:${name}`;

/**
 * How the lists are versioned and saved: they are saved with the organization's
 * settings, under its one version. `version` reads it (locked for the restore),
 * `saved` raises it as any settings save does and answers the new one.
 */
export type ListVersioning = {
  roles: readonly Role[];
  version: (db: Db, organizationId: number, lock?: boolean) => Promise<number>;
  saved: (tx: Db, organizationId: number) => Promise<number>;
  /** The 409 of a restore based on an older version. */
  conflict: (current: number) => Error;
};

/** Not an item's content: what the database adds. */
const BOOKKEEPING = new Set(["id", "order", "organization_id", "created_at", "updated_at"]);

const at = (item: Record<string, unknown>, key: string): unknown =>
  key.split(".").reduce<unknown>((value, part) => (value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined), item);

const itemsOf = (snapshot: Snapshot): Record<string, unknown>[] => (Array.isArray(snapshot.items) ? (snapshot.items as Record<string, unknown>[]) : []);

/** An item's name as its tab shows it ("What is Onsite?"), else "FAQ 2". */
function nameOf(spec: ListSpec, item: Record<string, unknown>, index: number, itemLabel: string): string {
  let name = "";
  try {
    name = (spec.nameOf ? spec.nameOf(item) : String(at(item, spec.titleKey) ?? "")).trim();
  } catch {
    name = "";
  }
  return name || `${itemLabel} ${index + 1}`;
}

/** An item in its tab's words: "Question: …" lines for the fields the tab shows, then any other content. */
function describeItem(spec: ListSpec, item: Record<string, unknown>): string {
  const lines: string[] = [];
  const shown = new Set<string>();
  for (const field of spec.fields) {
    if (field.kind === "translations") {
      for (const text of field.texts) {
        const key = `${text.key}_translation`;
        shown.add(key.split(".")[0]!);
        const value = at(item, key);
        if (value && typeof value === "object" && Object.keys(value).length)
          lines.push(`${text.label} (translations): ${readable(value).replace(/\n/g, "; ")}`);
      }
      continue;
    }
    shown.add(field.key.split(".")[0]!);
    const value = at(item, field.key);
    const text =
      field.kind === "list" && Array.isArray(value)
        ? value.map((inner, index) => nameOf(field.list, inner as Record<string, unknown>, index, field.list.item)).join(", ") || "(empty)"
        : readable(value).replace(/\n/g, "; ");
    lines.push(`${field.label}: ${text}`);
  }
  // Fields kept but not shown on the tab still change the item: name them too.
  for (const [key, value] of Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (BOOKKEEPING.has(key) || shown.has(key) || value === null || value === undefined || value === "") continue;
    lines.push(`${key.replace(/_/g, " ")}: ${typeof value === "object" ? readable(value).replace(/\n/g, "; ") : readable(value)}`);
  }
  return lines.join("\n") || "(empty)";
}

/**
 * A list in its tab's words: the order of its items by name ("FAQs"), then one field per
 * item, labelled by its name ("FAQ: What is Onsite?"): an item only on one side was
 * added or removed, one on both sides with different text was changed.
 */
export function describeList(spec: ListSpec, itemLabel: string, snapshot: Snapshot): Record<string, string> {
  const items = itemsOf(snapshot);
  const seen = new Map<string, number>();
  const fields: Record<string, string> = {};
  const names: string[] = [];
  items.forEach((item, index) => {
    const name = nameOf(spec, item, index, itemLabel);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    const unique = count > 1 ? `${name} (${count})` : name;
    names.push(unique);
    fields[`${itemLabel}: ${unique}`] = describeItem(spec, item);
  });
  return { [spec.title]: names.length ? names.join("\n") : "(empty)", ...fields };
}

/**
 * The revision subject of one Global Settings list: its record id is the list's name;
 * its state the list as its store reads it; a restore makes the list that state again
 * (items since deleted come back as new ones) as a new settings save: the version the
 * editor loaded is checked (409) and raised.
 */
export function listRevisionSubject(store: ListStore<{ id?: number; order?: number }>, spec: ListSpec, versioning: ListVersioning): RevisionSubject {
  return {
    type: listRevisionType(store.name),
    noun: spec.title.toLowerCase(),
    roles: versioning.roles,
    read: async (db, organizationId) => ({ version: await versioning.version(db, organizationId), snapshot: { items: await store.read(db, organizationId) } }),
    describe: (snapshot) => describeList(spec, store.itemLabel, snapshot),
    restore: async (tx, { caller, organizationId, snapshot, version }) => {
      const current = await versioning.version(tx, organizationId, true);
      if (version !== current) throw versioning.conflict(current);
      const now = await store.read(tx, organizationId);
      const existing = new Set(now.map((item) => item.id));
      // The lists inside an item (a cookie category's services): their items since deleted come back as new ones too.
      const innerKeys = spec.fields.flatMap((field) => (field.kind === "list" && !field.key.includes(".") ? [field.key] : []));
      const innerExisting = new Set(
        now.flatMap((item) => innerKeys.flatMap((key) => (Array.isArray(item[key]) ? (item[key] as Record<string, unknown>[]).map((inner) => inner.id) : []))),
      );
      const items = itemsOf(snapshot).map((kept, index) => {
        const item: Record<string, unknown> = Object.fromEntries(Object.entries(kept).filter(([key]) => !BOOKKEEPING.has(key) || key === "id"));
        if (!existing.has(item.id)) delete item.id;
        for (const key of innerKeys) {
          if (!Array.isArray(item[key])) continue;
          item[key] = (item[key] as Record<string, unknown>[]).map((inner) => {
            const copy = Object.fromEntries(Object.entries(inner).filter(([field]) => !BOOKKEEPING.has(field) || field === "id"));
            if (!innerExisting.has(copy.id)) delete copy.id;
            return copy;
          });
        }
        const parsed = store.schema.safeParse(item);
        if (!parsed.success)
          throw badRequest(
            `${store.itemLabel} ${index + 1} of this revision no longer fits the list's rules (${parsed.error.issues[0]?.message ?? "invalid"}): it cannot be restored.`,
          );
        return parsed.data;
      });
      await store.replace(tx, organizationId, items, caller);
      return { version: await versioning.saved(tx, organizationId) };
    },
  };
}
