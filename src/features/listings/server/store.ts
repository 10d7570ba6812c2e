import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { listingItemSchema } from "../schema";
import { listingsSettingsList } from "../settings";
import { realEstateListings } from "../tables";

/** The organization's real-estate listings as Global Settings reads and saves them. */
export const listingsStore = tableListStore({ ...listNames(listingsSettingsList), schema: listingItemSchema, table: realEstateListings, cacheKey: "listings" });
