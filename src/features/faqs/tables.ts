import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { listRowColumns, type Translations } from "@/platform/db/columns";

/** Frequently asked questions of an organization (Global Settings → FAQs). */
export const faqs = pgTable(
  "faqs",
  {
    ...listRowColumns(),
    question: text("question").notNull(),
    question_translation: jsonb("question_translation").$type<Translations>(),
    /** Rich text (the sections' allow list). */
    answer: text("answer").notNull().default(""),
    answer_translation: jsonb("answer_translation").$type<Translations>(),
  },
  (t) => [index("faqs_organization_order_idx").on(t.organization_id, t.order)],
);
