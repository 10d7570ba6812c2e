"use client";

import type { EditorRegistration } from "@/features/editing";

/** The Global Settings modal (spec/site-admin.md §2.9), from Create New and the palette; `request.tab` picks its tab. */
export const globalSettingsEditor: EditorRegistration = {
  type: "global_settings",
  label: "Global settings",
  load: () => import("./editor/settings-modal"),
};
