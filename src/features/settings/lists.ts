import { bannersSettingsList } from "@/features/banners";
import { cookieCategoriesSettingsList } from "@/features/consent";
import { faqsSettingsList } from "@/features/faqs";
import { listingsSettingsList } from "@/features/listings";
import { featuresSettingsList } from "@/features/highlights";
import { meetingDateOverridesSettingsList, meetingHoursSettingsList, meetingTypesSettingsList } from "@/features/meetings";
import { menuItemsSettingsList } from "@/features/menus";
import { pricingPlansSettingsList, productsSettingsList } from "@/features/products";
import { redirectsSettingsList } from "@/features/redirects";
import { reviewsSettingsList } from "@/features/reviews";
import type { SettingsList } from "@/platform/lists";

/**
 * Every list Global Settings edits, as its feature registers it (docs/decisions.md
 * "Global Settings lists register from their features"): the modal's list editors,
 * its draft, the tab a refused field opens, and the tabs' Create New entries all read
 * this one list, and the organizations API reads the lists' stores of the same keys
 * (./server/lists.ts; a unit test checks that both agree). A tab shows its lists in
 * this order; the tab entries of Create New follow it too, hence the spec's order
 * (spec/site-admin.md §2.10: faqs, features, banners, menu, products).
 */
export const SETTINGS_LISTS: readonly SettingsList[] = [
  faqsSettingsList,
  featuresSettingsList,
  bannersSettingsList,
  menuItemsSettingsList,
  productsSettingsList,
  pricingPlansSettingsList,
  reviewsSettingsList,
  cookieCategoriesSettingsList,
  meetingTypesSettingsList,
  meetingHoursSettingsList,
  meetingDateOverridesSettingsList,
  listingsSettingsList,
  redirectsSettingsList,
];
