import { BadgeCheck } from "lucide-react";
import type { SectionTypeDefinition } from "../definition";
import { BrandSkeleton } from "./skeleton";
import { BrandSection } from "./view";

/** The brand type: a logo wall of the section's metrics (their images, titles as alt text). */
export const brandType = {
  label: "Brands",
  description: "A row of partner or client logos",
  icon: BadgeCheck,
  options: ["columns", "alignment", "fullWidth", "textStyle"],
  View: BrandSection,
  Skeleton: BrandSkeleton,
} satisfies SectionTypeDefinition;
