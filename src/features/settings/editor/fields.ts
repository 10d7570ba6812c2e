import { BANNERS } from "./banner-fields";

/** A choice of a select: its stored value (null: none) and its words. */
export type Option = { value: string | null; label: string };

/**
 * One field of a list item as the settings edit it (a path into the item:
 * "content.link.url"); `hint` is said under it. `list` is a list inside the item
 * (a cookie category's services), edited with the same list editor.
 */
export type Field = { key: string; label: string; hint?: string } & (
  | { kind: "text" | "textarea" | "url" | "color"; required?: boolean; placeholder?: string }
  | { kind: "number" }
  | { kind: "money" }
  | { kind: "checkbox" }
  | { kind: "select"; options: readonly (string | Option)[] }
  | { kind: "lines" }
  /** A date and time in the person's time zone, stored as an ISO instant (null when empty). */
  | { kind: "datetime" }
  | { kind: "list"; list: ListSpec }
);

/**
 * A list of the organization that a settings tab edits: its key in GET/PUT, its
 * words, its fields. An item is named by the value at `titleKey`, or by `nameOf`.
 */
export type ListSpec = {
  key: string;
  title: string;
  item: string;
  titleKey: string;
  nameOf?: (item: Record<string, unknown>) => string;
  fields: Field[];
  fresh: () => Record<string, unknown>;
};

/** A cookie category's services (spec/visitor.md §3 "Cookie service": name, description, active). */
const COOKIE_SERVICES: ListSpec = {
  key: "cookie_service",
  title: "Services",
  item: "service",
  titleKey: "name",
  fresh: () => ({ name: "", description: "", active: false }),
  fields: [
    { key: "name", label: "Service name", kind: "text", required: true },
    { key: "description", label: "Description", kind: "textarea" },
    { key: "active", label: "Active", kind: "checkbox" },
  ],
};

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
  banners: BANNERS,
  cookie_categories: {
    key: "cookie_categories",
    title: "Cookie categories",
    item: "cookie category",
    titleKey: "name",
    fresh: () => ({ name: "", description: "", cookie_service: [] }),
    fields: [
      { key: "name", label: "Category name", kind: "text", required: true },
      { key: "description", label: "Description", kind: "textarea" },
      { key: "cookie_service", label: "Services", kind: "list", list: COOKIE_SERVICES },
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
