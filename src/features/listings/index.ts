// What other code may import from the listings feature (client-safe).
export { LISTING_STATUSES, MAX_LISTING_IMAGES, listingItemSchema, type ListingEntry, type ListingInput, type ListingStatus } from "./schema";
export { toListingEntry } from "./public-row";
export { currencyDigits, formatPrice, isKnownCurrency } from "./money";
export { listingsSettingsList } from "./settings";
