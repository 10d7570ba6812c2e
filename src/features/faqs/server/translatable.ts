import "server-only";
// The FAQs' site-wide texts (issue 42, item 2): a question and its (rich) answer, noted by every save
// of the list (Global Settings → FAQs, its revisions' restore) and saved from the translation view.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { sanitizeRichText } from "@/platform/sanitize/html";
import type { TranslatableText } from "@/platform/translations/rules";
import { noteSiteTexts, withLocale, type SiteTextSource } from "@/platform/translations/site-texts";
import { faqs } from "../tables";

type FaqRow = typeof faqs.$inferSelect;

export const FAQ_NOT_FOUND = "FAQ not found: it may have been deleted. Reload the texts.";

/** A FAQ's translatable texts: its question and its answer (rich text). */
export const faqTexts = (row: FaqRow): TranslatableText[] => [
  { subject: "faq", id: row.id, field: "question", source: row.question, translations: row.question_translation },
  { subject: "faq", id: row.id, field: "answer", source: row.answer, translations: row.answer_translation, rich: true },
];

const readFaqs = (db: Db, organizationId: number) =>
  db.select().from(faqs).where(eq(faqs.organization_id, organizationId)).orderBy(asc(faqs.order), asc(faqs.id));

/** Notes the translations of the organization's FAQs (after the list was saved whole). */
export async function noteFaqTexts(tx: Db, organizationId: number): Promise<void> {
  await noteSiteTexts(tx, organizationId, (await readFaqs(tx, organizationId)).flatMap(faqTexts));
}

/**
 * The FAQs in the translation view. A FAQ keeps no version of its own (the list is saved under the
 * settings' version), so a translation saved here changes only its own language's entry of the
 * field, under the row's lock: another field or language saved meanwhile is kept.
 */
export const faqSiteTexts = (list: Pick<SiteTextSource, "revisions" | "touch">): SiteTextSource => ({
  ...list,
  subject: "faq",
  cacheKey: "faqs",
  fields: ["question", "answer"],
  read: async (db, organizationId) => (await readFaqs(db, organizationId)).flatMap((row) => faqTexts(row).map((text) => ({ text, title: row.question }))),
  save: async (tx, organizationId, id, locale, values) => {
    const [row] = await tx
      .select()
      .from(faqs)
      .where(and(eq(faqs.id, id), eq(faqs.organization_id, organizationId)))
      .for("update");
    if (!row) throw notFound(FAQ_NOT_FOUND);
    const question_translation = "question" in values ? withLocale(row.question_translation, locale, values.question!.trim()) : row.question_translation;
    const answer_translation = "answer" in values ? withLocale(row.answer_translation, locale, sanitizeRichText(values.answer!)) : row.answer_translation;
    const [saved] = await tx
      .update(faqs)
      .set({ question_translation, answer_translation, updated_at: sql`now()` })
      .where(eq(faqs.id, id))
      .returning();
    return { texts: faqTexts(saved!), version: null };
  },
});
