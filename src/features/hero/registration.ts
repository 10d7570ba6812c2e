import type { EditorRegistration } from "@/features/editing";

/** The Hero Section editor, as it registers with the editing shell ("Add section here" offers it). */
export const heroEditor: EditorRegistration = {
  type: "hero",
  label: "Hero section",
  noun: "hero",
  block: true,
  onePerPage: true,
  load: () => import("./editor/editor-module"),
};
