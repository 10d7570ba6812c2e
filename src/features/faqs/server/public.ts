import "server-only";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import type { FaqEntry } from "../schema";
import { faqsStore } from "./store";

/** The organization's FAQs in their order, as the public site shows them; cached until the organization's next save. */
export async function loadFaqs(organizationId: number): Promise<FaqEntry[]> {
  return cachedRead(organizationId, "faqs:public", async () => {
    const rows = await faqsStore.read(await getDb(), organizationId);
    return rows.map((row) => ({
      id: Number(row.id),
      question: String(row.question ?? ""),
      question_translation: (row.question_translation as FaqEntry["question_translation"]) ?? null,
      answer: String(row.answer ?? ""),
      answer_translation: (row.answer_translation as FaqEntry["answer_translation"]) ?? null,
    }));
  });
}
