import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organizations } from "@/platform/tenancy/tables";

/**
 * The first answer to a visitor's write sent with an `Idempotency-Key` (publicAction):
 * a retry with the same key, by the same visitor, to the same action, gets this answer
 * again instead of writing twice. The unique index decides between two retries that
 * arrive at once. Rows older than a day are ignored and deleted.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The action ("cookie-consent") and who sent it (user id, else client address). */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    body_hash: text("body_hash").notNull(),
    status: integer("status"),
    response: jsonb("response"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("idempotent_requests_org_scope_key_uniq").on(t.organization_id, t.scope, t.key)],
);
