import type { ListSpec, SettingsList } from "@/platform/lists";

/** A cookie category's services (spec/visitor.md §3 "Cookie service": name, description, active). */
const cookieServices: ListSpec = {
  key: "cookie_service",
  title: "Services",
  item: "service",
  titleKey: "name",
  fresh: () => ({ name: "", description: "", active: false }),
  fields: [
    { key: "name", label: "Service name", kind: "text", required: true },
    { key: "description", label: "Description", kind: "textarea" },
    { key: "active", label: "Active", kind: "checkbox" },
    {
      key: "script_url",
      label: "Script URL",
      kind: "url",
      placeholder: "https://",
      hint: "Loaded on the site only after a visitor allows this service (http:// or https://).",
    },
  ],
};

/**
 * Global Settings → Cookies: the cookie categories, each with its services edited
 * inside it, registered with the settings (docs/decisions.md "Global Settings lists
 * register from their features"); its store, of the same key, is
 * `cookieCategoriesStore` (server/store.ts). The tab has no Create New entry
 * (spec/site-admin.md §2.10 names none).
 */
export const cookieCategoriesSettingsList: SettingsList = {
  key: "cookie_categories",
  tab: "cookies",
  title: "Cookie categories",
  item: "cookie category",
  titleKey: "name",
  fresh: () => ({ name: "", description: "", cookie_service: [] }),
  fields: [
    { key: "name", label: "Category name", kind: "text", required: true },
    { key: "description", label: "Description", kind: "textarea" },
    { key: "cookie_service", label: "Services", kind: "list", list: cookieServices },
  ],
};
