import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "@/platform/auth/tables";
import { organizations } from "@/platform/tenancy/tables";

/**
 * Invitations to join an organization with a role (Global Settings → Team). The
 * emailed link carries a random token; only its SHA-256 is stored. Accepted or
 * expired invitations cannot be used again.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** owner, admin or editor */
    role: text("role").notNull(),
    token_hash: text("token_hash").notNull().unique(),
    invited_by: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invitations_organization_idx").on(t.organization_id)],
);
