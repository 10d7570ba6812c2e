"use client";

import type { EditorCommand, EditorRegistration } from "@/features/editing/record";
import { ADMIN_ROLES } from "@/platform/tenancy/types";
import { SETTINGS_LISTS } from "./lists";

/** A Create New entry that opens the modal on one of its tabs (spec/site-admin.md §2.10). */
const tab = (id: string, label: string, keywords: readonly string[]): EditorCommand => ({
  id: `settings-${id}`,
  label: `Settings: ${label}`,
  keywords,
  roles: ADMIN_ROLES,
  group: "settings",
  tab: id,
});

/**
 * The Global Settings modal (spec/site-admin.md §2.9), from Create New and the palette;
 * `request.tab` picks its tab. The Hero Section tab's entry is the modal's own; the
 * other tabs' entries are their lists' (`command` of each registration, ./lists.ts).
 */
export const globalSettingsEditor: EditorRegistration = {
  type: "global_settings",
  // The settings are saved by owners and admins only.
  roles: ADMIN_ROLES,
  label: "Global settings",
  commands: [
    { id: "settings", label: "Global settings", keywords: ["general", "language", "logo"], roles: ADMIN_ROLES, group: "site" },
    tab("hero", "Hero section", ["banner"]),
    ...SETTINGS_LISTS.flatMap((list) => (list.command ? [tab(list.tab, list.command.label, list.command.keywords)] : [])),
  ],
  load: () => import("./editor/settings-modal"),
};
