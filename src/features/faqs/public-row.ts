import { storedMap, storedText, type StoredRow } from "@/platform/schema";
import type { FaqEntry } from "./schema";

/** A stored FAQ row as the public site shows it (the public read, and the section editor's preview of a FAQ section). */
export function toFaqEntry(row: StoredRow): FaqEntry {
  return {
    id: Number(row.id),
    question: storedText(row.question),
    question_translation: storedMap(row.question_translation),
    answer: storedText(row.answer),
    answer_translation: storedMap(row.answer_translation),
  };
}
