"use client";

import type { EditorRegistration } from "@/features/editing";

/** The Site Map modal (spec/site-admin.md §2.8), opened from Create New and the command palette. */
export const siteMapEditor: EditorRegistration = {
  type: "site_map",
  label: "Site map",
  load: () => import("./editor/site-map-modal"),
};
