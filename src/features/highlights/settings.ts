import type { SettingsList } from "@/platform/lists";

/**
 * Global Settings → Features: the organization's feature highlights, registered with
 * the settings (docs/decisions.md "Global Settings lists register from their
 * features"); its store, of the same key, is `featuresStore` (server/store.ts).
 */
export const featuresSettingsList: SettingsList = {
  key: "features",
  tab: "features",
  command: { label: "Features", keywords: ["highlights"] },
  title: "Features",
  item: "feature",
  titleKey: "title",
  fresh: () => ({ title: "" }),
  fields: [
    { key: "title", label: "Title", kind: "text", required: true },
    { key: "description", label: "Description", kind: "textarea" },
    { key: "icon_name", label: "Icon name", kind: "text" },
    { key: "image", label: "Image", kind: "image" },
  ],
};
