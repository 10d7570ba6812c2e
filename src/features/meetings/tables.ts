import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { listRowColumns, type Translations } from "@/platform/db/columns";

/** Meeting types visitors can book (spec/visitor.md §3 "Meeting type", plus name, duration and description). */
export const meetingTypes = pgTable(
  "meeting_types",
  {
    ...listRowColumns(),
    name: text("name").notNull(),
    name_translation: jsonb("name_translation").$type<Translations>(),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>(),
    duration_minutes: integer("duration_minutes").notNull().default(30),
    is_active: boolean("is_active").notNull().default(true),
    is_customer_choice: boolean("is_customer_choice").notNull().default(true),
    color: text("color").notNull().default("#3B82F6"),
  },
  (t) => [index("meeting_types_organization_order_idx").on(t.organization_id, t.order)],
);
