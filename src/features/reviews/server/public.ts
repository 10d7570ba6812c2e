import "server-only";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { isHttpUrl, type ReviewEntry } from "../schema";
import { reviewsStore } from "./store";

const isRating = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * The organization's reviews in their Global Settings order, as the public site shows
 * them; cached until the organization's next save. A row with a rating outside 1–5
 * (never saved by the API) is left out, and a link that is not http(s) is dropped.
 */
export async function loadReviews(organizationId: number): Promise<ReviewEntry[]> {
  return cachedRead(organizationId, "reviews:public", async () => {
    const rows = await reviewsStore.read(await getDb(), organizationId);
    return rows
      .filter((row) => isRating(row.rating))
      .map((row) => ({
        id: Number(row.id),
        author: String(row.author ?? ""),
        rating: row.rating as number,
        text: String(row.text ?? ""),
        text_translation: (row.text_translation as ReviewEntry["text_translation"]) ?? null,
        reviewed_on: typeof row.reviewed_on === "string" ? row.reviewed_on : null,
        source: String(row.source ?? ""),
        source_url: isHttpUrl(row.source_url as string | null) ? (row.source_url as string) : null,
      }));
  });
}
