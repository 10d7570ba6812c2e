import * as z from "zod";
import { listItemBase, requiredText, optionalText } from "@/platform/schema";
import { sanitizeRichText, sanitizeTranslations } from "@/platform/sanitize/html";
import { translationsSchema } from "@/platform/style/schema";
import type { faqs } from "./tables";

/** One FAQ as Global Settings saves it (the answer is rich text, sanitized on write). */
export const faqItemSchema = listItemBase.extend({
  question: requiredText("Question", 500, "Please enter a question"),
  question_translation: translationsSchema.optional(),
  answer: optionalText("Answer", 20_000).transform(sanitizeRichText),
  answer_translation: translationsSchema.optional().transform(sanitizeTranslations),
});
export type FaqInput = z.output<typeof faqItemSchema>;

/** One FAQ as the public site reads it (a section of type faq): the columns of its table a visitor sees. */
export type FaqEntry = Pick<typeof faqs.$inferSelect, "id" | "question" | "question_translation" | "answer" | "answer_translation">;
