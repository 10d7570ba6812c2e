import "server-only";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { LISTING_STATUSES, type ListingEntry, type ListingStatus } from "../schema";
import { listingsStore } from "./store";

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const status = (value: unknown): ListingStatus => (LISTING_STATUSES.includes(value as ListingStatus) ? (value as ListingStatus) : "for_sale");

/** The organization's listings in their order, as real estate sections show them; cached until the organization's next save. */
export async function loadListings(organizationId: number): Promise<ListingEntry[]> {
  return cachedRead(organizationId, "listings:public", async () => {
    const rows = await listingsStore.read(await getDb(), organizationId);
    return rows.map((row) => ({
      id: Number(row.id),
      title: String(row.title ?? ""),
      title_translation: (row.title_translation as ListingEntry["title_translation"]) ?? null,
      description: String(row.description ?? ""),
      description_translation: (row.description_translation as ListingEntry["description_translation"]) ?? null,
      price: count(row.price),
      currency: String(row.currency || "USD"),
      address: String(row.address ?? ""),
      bedrooms: count(row.bedrooms),
      bathrooms: count(row.bathrooms),
      area: count(row.area),
      images: Array.isArray(row.images) ? row.images.filter((image): image is string => typeof image === "string" && image !== "") : [],
      status: status(row.status),
    }));
  });
}
