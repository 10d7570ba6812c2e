import { storedMap, storedNumber, storedStrings, storedText, type StoredRow } from "@/platform/schema";
import { LISTING_STATUSES, type ListingStatus } from "./rules";
import type { ListingEntry } from "./schema";

const status = (value: unknown): ListingStatus => (LISTING_STATUSES.includes(value as ListingStatus) ? (value as ListingStatus) : "for_sale");

/** A stored listing row as real estate sections show it (the public read, and the section editor's preview). */
export function toListingEntry(row: StoredRow): ListingEntry {
  return {
    id: Number(row.id),
    title: storedText(row.title),
    title_translation: storedMap(row.title_translation),
    description: storedText(row.description),
    description_translation: storedMap(row.description_translation),
    price: storedNumber(row.price),
    currency: storedText(row.currency) || "USD",
    address: storedText(row.address),
    bedrooms: storedNumber(row.bedrooms),
    bathrooms: storedNumber(row.bathrooms),
    area: storedNumber(row.area),
    images: storedStrings(row.images, true),
    status: status(row.status),
  };
}
