import type { SettingsList } from "@/platform/lists";
import { MAX_LISTING_IMAGES } from "./rules";

/**
 * Global Settings → Listings: the organization's property listings, shown by real
 * estate sections (docs/decisions.md "Global Settings lists register from their
 * features"); its store, of the same key, is `listingsStore` (server/store.ts).
 */
export const listingsSettingsList: SettingsList = {
  key: "listings",
  tab: "listings",
  command: { label: "Listings", keywords: ["real estate", "properties", "houses"] },
  title: "Listings",
  item: "listing",
  titleKey: "title",
  fresh: () => ({ title: "", currency: "EUR", status: "for_sale", images: [] }),
  fields: [
    { key: "title", label: "Title", kind: "text", required: true },
    {
      key: "status",
      label: "Status",
      kind: "select",
      options: [
        { value: "for_sale", label: "For sale" },
        { value: "for_rent", label: "For rent" },
        { value: "under_offer", label: "Under offer" },
        { value: "sold", label: "Sold" },
        { value: "rented", label: "Rented" },
      ],
    },
    { key: "price", label: "Price", kind: "money", currencyKey: "currency", hint: "In the currency below; for rent, the monthly rent." },
    { key: "currency", label: "Currency", kind: "text", placeholder: "EUR", hint: "A 3-letter code: EUR, USD, GBP, CHF…" },
    { key: "address", label: "Address", kind: "text" },
    { key: "bedrooms", label: "Bedrooms", kind: "number" },
    { key: "bathrooms", label: "Bathrooms", kind: "number" },
    { key: "area", label: "Area (m²)", kind: "number" },
    {
      key: "images",
      label: "Images",
      kind: "images",
      max: MAX_LISTING_IMAGES,
      hint: `The first is the card's image. Up to ${MAX_LISTING_IMAGES}: https://… or a path of this site (/…), or chosen from the media library.`,
    },
    { key: "description", label: "Description", kind: "textarea" },
  ],
};
