import { Star } from "lucide-react";
import type { SectionTypeDefinition } from "../definition";
import { ReviewsSkeleton } from "./skeleton";
import { ReviewsSection } from "./view";

/** The reviews type: the organization's reviews (Global Settings → Reviews) with their average, and schema.org Review/AggregateRating data. */
export const reviewsType = {
  label: "Reviews",
  description: "Customer reviews and ratings",
  icon: Star,
  options: ["columns", "alignment", "fullWidth", "textStyle"],
  data: {
    what: "the customer reviews of Global Settings → Reviews and their average rating",
    link: { place: "Edit reviews in Global Settings", settingsTab: "reviews" },
  },
  View: ReviewsSection,
  Skeleton: ReviewsSkeleton,
} satisfies SectionTypeDefinition;
