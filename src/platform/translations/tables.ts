import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "../tenancy/tables";

/**
 * What each saved translation was made from (issue 42, item 2): for one translatable
 * field of one record (`subject` names the kind of record: "section", "metric",
 * "heading", "hero") and one language, the hash of the source text when the translation
 * was last written, and the translation's own hash (a save that leaves the translation
 * as it was keeps the source hash it had, so a changed source shows as outdated). Written
 * in the same transaction as the record by its save pipeline (./store.ts); a row goes
 * when its translation is emptied. No row for a stored translation (saved before this
 * table existed): counted as translated.
 */
export const translationSources = pgTable(
  "translation_sources",
  {
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    record_id: integer("record_id").notNull(),
    field: text("field").notNull(),
    locale: text("locale").notNull(),
    source_hash: text("source_hash").notNull(),
    translation_hash: text("translation_hash").notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organization_id, t.subject, t.record_id, t.field, t.locale] }),
    index("translation_sources_record_idx").on(t.subject, t.record_id),
  ],
);

/**
 * Machine drafts of translations (issue 42, item 4): for one translatable field of one
 * record and one language, the text a translation server proposed, never shown to
 * visitors (the record's `*_translation` map is what pages read). A member approves it
 * by saving it as the field's translation through the record's own save; that save
 * (./store.ts noteTranslations) removes the draft in its transaction, as it does for any
 * translation saved by hand. `source_hash`: the source the draft was made from.
 */
export const translationDrafts = pgTable(
  "translation_drafts",
  {
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    record_id: integer("record_id").notNull(),
    field: text("field").notNull(),
    locale: text("locale").notNull(),
    draft: text("draft").notNull(),
    source_hash: text("source_hash").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organization_id, t.subject, t.record_id, t.field, t.locale] }),
    index("translation_drafts_record_idx").on(t.subject, t.record_id),
  ],
);
