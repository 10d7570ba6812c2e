import type { SettingsList } from "@/platform/lists";

/**
 * Global Settings → Meeting Types, registered with the settings (docs/decisions.md
 * "Global Settings lists register from their features"); its store, of the same key,
 * is `meetingTypesStore` (server/store.ts). The tab has no Create New entry
 * (spec/site-admin.md §2.10 names none).
 */
export const meetingTypesSettingsList: SettingsList = {
  key: "meeting_types",
  tab: "meetings",
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
};
