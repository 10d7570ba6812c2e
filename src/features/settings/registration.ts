"use client";

import type { EditorCommand, EditorRegistration } from "@/features/editing";
import { ADMIN_ROLES } from "@/platform/tenancy/types";

/** A Create New entry that opens the modal on one of its tabs (spec/site-admin.md §2.10). */
const tab = (id: string, label: string, keywords: string[]): EditorCommand => ({ id: `settings-${id}`, label: `Settings: ${label}`, keywords, roles: ADMIN_ROLES, group: "settings", tab: id });

/** The Global Settings modal (spec/site-admin.md §2.9), from Create New and the palette; `request.tab` picks its tab. */
export const globalSettingsEditor: EditorRegistration = {
  type: "global_settings",
  // The settings are saved by owners and admins only.
  roles: ADMIN_ROLES,
  label: "Global settings",
  commands: [
    { id: "settings", label: "Global settings", keywords: ["general", "language", "logo"], roles: ADMIN_ROLES, group: "site" },
    tab("hero", "Hero section", ["banner"]),
    tab("faqs", "FAQs", ["questions", "faq"]),
    tab("features", "Features", ["highlights"]),
    tab("banners", "Banners", ["alerts", "promotion"]),
    tab("menu", "Menu", ["navigation"]),
    tab("products", "Products", ["services"]),
  ],
  load: () => import("./editor/settings-modal"),
};
