import { Building2 } from "lucide-react";
import type { SectionTypeDefinition } from "../definition";
import { RealEstateSkeleton } from "./skeleton";
import { RealEstateSection } from "./view";

/** The real_estate type: the organization's listings (Global Settings → Listings) as cards, each opening a detail dialog. */
export const realEstateType = {
  label: "Real estate",
  description: "Property listings with a detail view",
  icon: Building2,
  options: ["columns", "alignment", "fullWidth", "textStyle"],
  data: {
    what: "the listings of Global Settings → Listings as cards, each opening a dialog with its photos and a contact form",
    link: { place: "Edit listings in Global Settings", settingsTab: "listings" },
  },
  View: RealEstateSection,
  Skeleton: RealEstateSkeleton,
} satisfies SectionTypeDefinition;
