import { deriveSectionType, type SectionType } from "../schema";
import type { SectionOption, SectionTypeDefinition } from "./definition";
import { articleSliderType } from "./article_slider";
import { brandType } from "./brand";
import { contactType } from "./contact";
import { cookiePolicyType } from "./cookie_policy";
import { faqType } from "./faq";
import { generalType } from "./general";
import { helpCenterType } from "./help_center";
import { pricingPlansType } from "./pricing_plans";
import { realEstateType } from "./real_estate";
import { reviewsType } from "./reviews";

/**
 * The section types, each registered once (spec/editors.md §4: general, reviews,
 * help_center, real_estate, brand, article_slider, contact, faq, pricing_plans).
 * Typed by SectionType, so a type without an entry fails the type check. The
 * editor's picker and options and the public page read it; nothing else names a
 * type to render it.
 */
export const SECTION_TYPE_REGISTRY = {
  general: generalType,
  reviews: reviewsType,
  help_center: helpCenterType,
  real_estate: realEstateType,
  brand: brandType,
  article_slider: articleSliderType,
  contact: contactType,
  faq: faqType,
  pricing_plans: pricingPlansType,
  cookie_policy: cookiePolicyType,
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
