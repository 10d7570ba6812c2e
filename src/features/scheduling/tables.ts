import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "@/platform/auth/tables";
import { organizations } from "@/platform/tenancy/tables";

/**
 * Scheduled publishing (issue 43 §1): a post or page (a row of `posts`, by id: no
 * foreign key, so a deleted one leaves its change to fail visibly) to publish or
 * unpublish at an instant. The server's ticker applies a due change once, on one
 * instance, in the transaction that marks it done or failed (docs/decisions.md).
 */
export const scheduledChanges = pgTable(
  "scheduled_changes",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The post or page (posts.id). */
    subject_id: integer("subject_id").notNull(),
    /** What it was when scheduled ("post" or "page") and its title then: the list still reads after it is deleted. */
    subject_kind: text("subject_kind").notNull(),
    subject_title: text("subject_title").notNull(),
    /** "publish" or "unpublish". */
    action: text("action").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** "scheduled", "done" or "failed". */
    status: text("status").notNull().default("scheduled"),
    error: text("error"),
    applied_at: timestamp("applied_at", { withTimezone: true }),
    /** Who scheduled it (the revision its change keeps is theirs). */
    created_by: text("created_by").references(() => user.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("scheduled_changes_due_idx").on(t.status, t.at), index("scheduled_changes_org_idx").on(t.organization_id, t.at)],
);
