import "server-only";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { toReviewEntries } from "../public-row";
import type { ReviewEntry } from "../schema";
import { reviewsStore } from "./store";

/**
 * The organization's reviews in their Global Settings order, as the public site shows
 * them; cached until the list's (or the organization's) next save. A row with a rating outside 1–5
 * (never saved by the API) is left out, and a link that is not http(s) is dropped.
 */
export async function loadReviews(organizationId: number): Promise<ReviewEntry[]> {
  return cachedRead(
    organizationId,
    "reviews:public",
    async () => {
      return toReviewEntries(await reviewsStore.read(await getDb(), organizationId));
    },
    reviewsStore.cacheKey,
  );
}
