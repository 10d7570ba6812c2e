import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "@/platform/tenancy/tables";

/** A basket line as a quote request stores it: the plan as it was priced when sent. */
export type QuoteLine = { plan_id: number; name: string; price: number; currency_symbol: string; quantity: number };

/**
 * Messages visitors send to an organization: a contact form's (kind "contact", perhaps
 * about a listing) or a quote request with the basket attached (kind "quote").
 * Members read them in the Messages list; `read_at` is set when one is opened.
 */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("contact"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull().default(""),
    /** The page it was sent from (a path of the site). */
    page: text("page"),
    /** The listing a contact message is about, as it was then ({ id, title }). */
    subject: jsonb("subject").$type<{ type: string; id: number; title: string }>(),
    /** A quote request's basket. */
    lines: jsonb("lines").$type<QuoteLine[]>(),
    /** Whether the mail to the owners and admins went out. */
    mailed: boolean("mailed").notNull().default(false),
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messages_organization_created_idx").on(t.organization_id, t.created_at)],
);
