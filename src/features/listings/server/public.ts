import "server-only";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { toListingEntry } from "../public-row";
import type { ListingEntry } from "../schema";
import { listingsStore } from "./store";

/** The organization's listings in their order, as real estate sections show them; cached until the list's (or the organization's) next save. */
export async function loadListings(organizationId: number): Promise<ListingEntry[]> {
  return cachedRead(
    organizationId,
    "listings:public",
    async () => {
      return (await listingsStore.read(await getDb(), organizationId)).map(toListingEntry);
    },
    listingsStore.cacheKey,
  );
}
