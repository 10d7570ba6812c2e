import { BANNER_POSITIONS, BANNER_TYPES } from "@/features/banners";

/** One field of a list item as the settings edit it (a path into the item: "link.url"). */
export type Field =
  | { key: string; label: string; kind: "text" | "textarea" | "url" | "color"; required?: boolean }
  | { key: string; label: string; kind: "number" | "money" }
  | { key: string; label: string; kind: "checkbox" }
  | { key: string; label: string; kind: "select"; options: readonly string[] }
  | { key: string; label: string; kind: "lines" };

/** A list of the organization that a settings tab edits: its key in GET/PUT, its words, its fields. */
export type ListSpec = { key: string; title: string; item: string; titleKey: string; fields: Field[]; fresh: () => Record<string, unknown> };

export const LISTS: Record<string, ListSpec> = {
  products: {
    key: "products",
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
      { key: "image", label: "Image address", kind: "url" },
      { key: "is_displayed", label: "Show on the site", kind: "checkbox" },
    ],
  },
  pricing_plans: {
    key: "pricing_plans",
    title: "Pricing plans",
    item: "pricing plan",
    titleKey: "name",
    fresh: () => ({ name: "", price: 0 }),
    fields: [
      { key: "name", label: "Name", kind: "text", required: true },
      { key: "description", label: "Description", kind: "textarea" },
      { key: "price", label: "Price", kind: "money" },
      { key: "is_promotion", label: "On promotion", kind: "checkbox" },
      { key: "promotion_price", label: "Promotion price", kind: "money" },
      { key: "currency_symbol", label: "Currency symbol", kind: "text" },
      { key: "features", label: "Included (one per line)", kind: "lines" },
    ],
  },
  features: {
    key: "features",
    title: "Features",
    item: "feature",
    titleKey: "title",
    fresh: () => ({ title: "" }),
    fields: [
      { key: "title", label: "Title", kind: "text", required: true },
      { key: "description", label: "Description", kind: "textarea" },
      { key: "icon_name", label: "Icon name", kind: "text" },
      { key: "image", label: "Image address", kind: "url" },
    ],
  },
  faqs: {
    key: "faqs",
    title: "FAQs",
    item: "FAQ",
    titleKey: "question",
    fresh: () => ({ question: "", answer: "" }),
    fields: [
      { key: "question", label: "Question", kind: "text", required: true },
      { key: "answer", label: "Answer", kind: "textarea" },
    ],
  },
  banners: {
    key: "banners",
    title: "Banners",
    item: "banner",
    titleKey: "text",
    fresh: () => ({ text: "", position: "top", type: "closed", is_enabled: true }),
    fields: [
      { key: "text", label: "Text", kind: "text" },
      { key: "position", label: "Position", kind: "select", options: BANNER_POSITIONS },
      { key: "type", label: "Type", kind: "select", options: BANNER_TYPES },
      { key: "is_enabled", label: "Shown", kind: "checkbox" },
      { key: "link.url", label: "Link address", kind: "text" },
      { key: "link.label", label: "Link text", kind: "text" },
    ],
  },
  cookie_categories: {
    key: "cookie_categories",
    title: "Cookie categories",
    item: "cookie category",
    titleKey: "name",
    fresh: () => ({ name: "", cookie_service: [] }),
    fields: [
      { key: "name", label: "Category name", kind: "text", required: true },
      { key: "description", label: "Description", kind: "textarea" },
    ],
  },
  menu_items: {
    key: "menu_items",
    title: "Menu items",
    item: "menu item",
    titleKey: "display_name",
    fresh: () => ({ display_name: "", url_name: "", is_displayed: true, is_displayed_on_footer: true }),
    fields: [
      { key: "display_name", label: "Name", kind: "text", required: true },
      { key: "url_name", label: "Page address (slug)", kind: "text" },
      { key: "description", label: "Description", kind: "textarea" },
      { key: "is_displayed", label: "Show in the header", kind: "checkbox" },
      { key: "is_displayed_on_footer", label: "Show in the footer", kind: "checkbox" },
    ],
  },
  meeting_types: {
    key: "meeting_types",
    title: "Meeting types",
    item: "meeting type",
    titleKey: "name",
    fresh: () => ({ name: "", duration_minutes: 30, is_active: true }),
    fields: [
      { key: "name", label: "Name", kind: "text", required: true },
      { key: "duration_minutes", label: "Duration (minutes)", kind: "number" },
      { key: "description", label: "Description", kind: "textarea" },
      { key: "is_active", label: "Can be booked", kind: "checkbox" },
      { key: "color", label: "Colour", kind: "color" },
    ],
  },
};

/** A value at a path ("link.url") of an item. */
export function read(item: Record<string, unknown>, key: string): unknown {
  return key.split(".").reduce<unknown>((value, part) => (value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined), item);
}

/** The item with the value at a path set (nested objects copied, not changed). */
export function write(item: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = key.split(".");
  if (rest.length === 0) return { ...item, [head!]: value };
  const inner = item[head!] && typeof item[head!] === "object" ? (item[head!] as Record<string, unknown>) : {};
  return { ...item, [head!]: write(inner, rest.join("."), value) };
}
