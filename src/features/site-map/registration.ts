"use client";

import type { EditorRegistration } from "@/features/editing/record";
import { ADMIN_ROLES } from "@/platform/tenancy/types";

/** The Site Map modal (spec/site-admin.md §2.8), opened from Create New and the command palette. */
export const siteMapEditor: EditorRegistration = {
  type: "site_map",
  label: "Site map",
  // Its API answers every member; the entry is for owners and admins, like the site's other parts.
  commands: [{ id: "site-map", label: "Site map", keywords: ["structure", "tree", "browse"], roles: ADMIN_ROLES, group: "site" }],
  load: () => import("./editor/site-map-modal"),
};
