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
  data: { what: "the images of this section's metrics (below) as logos, linked where a metric's description is a web address" },
  View: BrandSection,
  Skeleton: BrandSkeleton,
} satisfies SectionTypeDefinition;
