import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "@/platform/auth/tables";
import { organizations } from "@/platform/tenancy/tables";

/**
 * One saved state of any edited record but posts (which keep `post_revisions`):
 * template sections, heading sections, heroes, the header and footer menus, a
 * page's layout and Global Settings (docs/decisions.md "Revisions for every
 * editor"). `record_id` is text: an id ("12"), a menu ("header"), a page ("/about").
 * At most 50 per record: each save deletes the older ones in its transaction.
 */
export const revisions = pgTable(
  "revisions",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The editor's record type: "template_section", "header", "page_layout" ... */
    record_type: text("record_type").notNull(),
    record_id: text("record_id").notNull(),
    /** The record's version this save produced (its own version column, else the revisions' count). */
    version: integer("version").notNull(),
    /** Everything needed to write the record back (the type's restorable fields). */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /** The readable names of the fields this save changed; null for the first one kept. */
    changed_fields: jsonb("changed_fields").$type<string[] | null>(),
    /** Who saved: kept as name and email too, so the history still reads after the account is gone. */
    saved_by: text("saved_by").references(() => user.id, { onDelete: "set null" }),
    saved_by_name: text("saved_by_name").notNull().default(""),
    saved_by_email: text("saved_by_email").notNull().default(""),
    saved_at: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("revisions_record_idx").on(t.organization_id, t.record_type, t.record_id, t.id)],
);
