import { storedMap, storedText, type StoredRow } from "@/platform/schema";
import { isHttpUrl, type ReviewEntry } from "./schema";

const isRating = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * Stored review rows as the public site shows them (the public read, and the section
 * editor's preview of a reviews section): a row with a rating outside 1–5 (never saved
 * by the API) is left out, and a link that is not http(s) is dropped.
 */
export function toReviewEntries(rows: readonly StoredRow[]): ReviewEntry[] {
  return rows.flatMap((row) => {
    if (!isRating(row.rating)) return [];
    const link = storedText(row.source_url);
    return {
      id: Number(row.id),
      author: storedText(row.author),
      rating: row.rating,
      text: storedText(row.text),
      text_translation: storedMap(row.text_translation),
      reviewed_on: storedText(row.reviewed_on) || null,
      source: storedText(row.source),
      source_url: isHttpUrl(link) ? link : null,
    };
  });
}
