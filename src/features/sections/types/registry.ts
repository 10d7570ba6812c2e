import { Building2, CreditCard, Mail, Star, type LucideIcon } from "lucide-react";
import { deriveSectionType, type SectionType } from "../schema";
import { SECTION_OPTIONS, type SectionOption, type SectionTypeDefinition } from "./definition";
import { articleSliderType } from "./article_slider";
import { brandType } from "./brand";
import { faqType } from "./faq";
import { generalType } from "./general";
import { helpCenterType } from "./help_center";

/**
 * A type whose own view and skeleton have not been built yet: it shows as a
 * general section (spec/visitor.md: "any other type renders a generic section")
 * with every general option except the slider, which is the general type's own.
 */
function shownAsGeneral(label: string, description: string, icon: LucideIcon): SectionTypeDefinition {
  return { ...generalType, label, description, icon, options: SECTION_OPTIONS.filter((option) => option !== "slider") };
}

/**
 * The section types, each registered once (spec/editors.md §4: general, reviews,
 * help_center, real_estate, brand, article_slider, contact, faq, pricing_plans).
 * Typed by SectionType, so a type without an entry fails the type check. The
 * editor's picker and options and the public page read it; nothing else names a
 * type to render it.
 */
export const SECTION_TYPE_REGISTRY = {
  general: generalType,
  reviews: shownAsGeneral("Reviews", "Customer reviews and ratings", Star),
  help_center: helpCenterType,
  real_estate: shownAsGeneral("Real estate", "Property listings with a detail view", Building2),
  brand: brandType,
  article_slider: articleSliderType,
  contact: shownAsGeneral("Contact", "Contact details and a contact form", Mail),
  faq: faqType,
  pricing_plans: shownAsGeneral("Pricing plans", "Plans and prices to add to the basket", CreditCard),
} satisfies Record<SectionType, SectionTypeDefinition>;

/** A type's registration. */
export const sectionType = (type: SectionType): SectionTypeDefinition => SECTION_TYPE_REGISTRY[type];

/** A section's type (older records: from their flags) and its registration. */
export function sectionTypeOf(section: Parameters<typeof deriveSectionType>[0]): { type: SectionType; definition: SectionTypeDefinition } {
  const type = deriveSectionType(section);
  return { type, definition: sectionType(type) };
}

/** Whether an editor option means something for the type. */
export const offers = (type: SectionType, option: SectionOption): boolean => sectionType(type).options.includes(option);
