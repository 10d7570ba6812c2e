// A listing's limits and statuses, without the schema: the Global Settings list (./settings.ts)
// and the visitor's row reader (./public-row.ts) need these alone, not zod and the sanitizer.

/** A listing's status, in the order the editor offers them. */
export const LISTING_STATUSES = ["for_sale", "for_rent", "under_offer", "sold", "rented"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** At most this many images a listing (its gallery). */
export const MAX_LISTING_IMAGES = 20;
/** The price column is a 32-bit integer: up to €20,000,000.00 in cents, ¥2,000,000,000. */
export const MAX_PRICE = 2_000_000_000;
