import "server-only";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "@/platform/tenancy/tables";

/**
 * Events of the live channel (chat, inbox, presence), kept for a while so a stream
 * that reconnects with `Last-Event-ID` gets what it missed, on any instance.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    data: jsonb("data").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_events_org_topic_id_idx").on(t.organization_id, t.topic, t.id)],
);
