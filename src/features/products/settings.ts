import type { SettingsList } from "@/platform/lists";

// Global Settings → Products: the products and the pricing plans, registered with the
// settings (docs/decisions.md "Global Settings lists register from their features").
// Their stores, of the same keys, are in server/store.ts.

/** The organization's products and services; the tab's Create New entry is theirs. */
export const productsSettingsList: SettingsList = {
  key: "products",
  tab: "products",
  command: { label: "Products", keywords: ["services"] },
  title: "Products",
  item: "product",
  titleKey: "name",
  fresh: () => ({ name: "", is_displayed: true }),
  fields: [
    { key: "name", label: "Name", kind: "text", required: true },
    { key: "description", label: "Description", kind: "textarea" },
    { key: "price", label: "Price", kind: "money" },
    { key: "currency_symbol", label: "Currency symbol", kind: "text" },
    { key: "url_name", label: "Page address (slug)", kind: "text" },
    { key: "image", label: "Image", kind: "image" },
    { key: "is_displayed", label: "Show on the site", kind: "checkbox" },
  ],
};

/** The pricing plans, under the products on the same tab. */
export const pricingPlansSettingsList: SettingsList = {
  key: "pricing_plans",
  tab: "products",
  title: "Pricing plans",
  item: "pricing plan",
  titleKey: "name",
  fresh: () => ({ name: "", price: 0 }),
  fields: [
    { key: "name", label: "Name", kind: "text", required: true },
    { key: "description", label: "Description", kind: "textarea" },
    { key: "price", label: "Price", kind: "money" },
    {
      key: "billing_period",
      label: "Billing period",
      kind: "select",
      options: [
        { value: null, label: "None (a one-off price)" },
        { value: "month", label: "Per month" },
        { value: "year", label: "Per year" },
      ],
      hint: 'The plan\'s card shows "/month" or "/year" after its price.',
    },
    { key: "is_promotion", label: "On promotion", kind: "checkbox" },
    { key: "promotion_price", label: "Promotion price", kind: "money" },
    { key: "currency_symbol", label: "Currency symbol", kind: "text" },
    { key: "features", label: "Included (one per line)", kind: "lines" },
  ],
};
