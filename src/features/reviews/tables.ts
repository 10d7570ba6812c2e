import { date, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { listRowColumns, type Translations } from "@/platform/db/columns";

/** Customer reviews of an organization (Global Settings → Reviews), shown by reviews sections. */
export const reviews = pgTable(
  "reviews",
  {
    ...listRowColumns(),
    author: text("author").notNull(),
    /** 1 to 5 stars. */
    rating: integer("rating").notNull(),
    text: text("text").notNull().default(""),
    text_translation: jsonb("text_translation").$type<Translations>(),
    /** The day the review was written (a calendar date, no time zone). */
    reviewed_on: date("reviewed_on", { mode: "string" }),
    /** Where it was written ("Google", "Trustpilot"), and a link to it. */
    source: text("source").notNull().default(""),
    source_url: text("source_url"),
  },
  (t) => [index("reviews_organization_order_idx").on(t.organization_id, t.order)],
);
