import { CreditCard } from "lucide-react";
import type { SectionTypeDefinition } from "../definition";
import { PricingPlansSkeleton } from "./skeleton";
import { PricingPlansSection } from "./view";

/** The pricing_plans type: the organization's pricing plans (Global Settings → Products) as cards with "Add to basket". */
export const pricingPlansType = {
  label: "Pricing plans",
  description: "Plans and prices to add to the basket",
  icon: CreditCard,
  // Columns: cards a row from 768 px up (never more than there are plans).
  options: ["columns", "alignment", "fullWidth", "textStyle"],
  data: {
    what: "the pricing plans of Global Settings → Products (price and its billing period, /month or /year; promotion; included features; in the page's language), each with an Add to basket button",
    link: { place: "Edit pricing plans in Global Settings", settingsTab: "products" },
  },
  View: PricingPlansSection,
  Skeleton: PricingPlansSkeleton,
} satisfies SectionTypeDefinition;
