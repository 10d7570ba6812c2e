import { LayoutGrid } from "lucide-react";
import { SECTION_OPTIONS, type SectionTypeDefinition } from "../definition";
import { GeneralSkeleton } from "./skeleton";
import { GeneralSection } from "./view";

/**
 * The general type: title, description and a grid (or slider) of the section's
 * metrics (`Metric`, the metrics feature's, loaded with the section). It is the
 * only type with a slider (spec/editors.md §3, "is_slider (general type only)").
 */
export const generalType = {
  label: "General",
  description: "Title, description and a grid or slider of metrics",
  icon: LayoutGrid,
  options: SECTION_OPTIONS,
  View: GeneralSection,
  Skeleton: GeneralSkeleton,
} satisfies SectionTypeDefinition;
