import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "@/platform/auth/tables";
import { organizations } from "@/platform/tenancy/tables";

/**
 * Who has which record open in an editor now (issue 43 §4): one row per open editor
 * (`tab`, a random id the editor makes when it opens), kept by its heartbeat and
 * counted while `seen_at` is within PRESENCE_TTL_MS. In the database, so every
 * instance agrees; ephemeral (an expired row is ignored and deleted at the next
 * heartbeat of the organization).
 */
export const editorPresence = pgTable(
  "editor_presence",
  {
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    tab: text("tab").notNull(),
    /** The record's API address ("/api/template-sections/12"): what identifies it for presence and saves. */
    record: text("record").notNull(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    seen_at: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.tab] }), index("editor_presence_record_idx").on(t.organization_id, t.record)],
);
