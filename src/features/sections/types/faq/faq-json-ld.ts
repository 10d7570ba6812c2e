import type { FaqEntry } from "@/features/faqs";
import { translated } from "@/platform/i18n/locales";
import { htmlToPlainText } from "@/platform/sanitize/plain-text";

/** A FAQ in the page's language: its question and its rich-text answer. */
export type LocalizedFaq = { id: number; question: string; answer: string };

/** The FAQs in `locale` (their translation, else the base text); a FAQ without a question is left out. */
export function localizeFaqs(faqs: readonly FaqEntry[], locale: string): LocalizedFaq[] {
  return faqs
    .map((faq) => ({
      id: faq.id,
      question: translated(faq.question, faq.question_translation, locale).trim(),
      answer: translated(faq.answer, faq.answer_translation, locale),
    }))
    .filter((faq) => faq.question.length > 0);
}

/** schema.org FAQPage of the shown FAQs (answers as plain text), or null when there are none. */
export function faqPageJsonLd(faqs: readonly LocalizedFaq[]): Record<string, unknown> | null {
  if (faqs.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: htmlToPlainText(faq.answer) },
    })),
  };
}
