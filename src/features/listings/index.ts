// What other code may import from the listings feature (client-safe).
export { listingItemSchema, type ListingEntry, type ListingInput } from "./schema";
export { LISTING_STATUSES, MAX_LISTING_IMAGES, type ListingStatus } from "./rules";
export { toListingEntry } from "./public-row";
export { currencyDigits, formatPrice, isKnownCurrency } from "./money";
export { listingsSettingsList } from "./settings";
