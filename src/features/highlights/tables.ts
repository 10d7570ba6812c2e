import { jsonb, index, pgTable, text } from "drizzle-orm/pg-core";
import { listRowColumns, type Translations } from "@/platform/db/columns";

/** Feature highlights of an organization (Global Settings → Features): a title, a text, an icon or image. */
export const features = pgTable(
  "features",
  {
    ...listRowColumns(),
    title: text("title").notNull(),
    title_translation: jsonb("title_translation").$type<Translations>(),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>(),
    icon_name: text("icon_name"),
    image: text("image"),
  },
  (t) => [index("features_organization_order_idx").on(t.organization_id, t.order)],
);
