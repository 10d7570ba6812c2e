import "server-only";
import { bannersStore } from "@/features/banners/server";
import { cookieCategoriesStore } from "@/features/consent/server";
import { faqsStore } from "@/features/faqs/server";
import { featuresStore } from "@/features/highlights/server";
import { listingsStore } from "@/features/listings/server";
import { meetingDateOverridesStore, meetingHoursStore, meetingTypesStore } from "@/features/meetings/server";
import { menuItemsStore, submenuItemsStore } from "@/features/menus/server";
import { pricingPlansStore, productsStore } from "@/features/products/server";
import { redirectsStore } from "@/features/redirects/server";
import { reviewsStore } from "@/features/reviews/server";
import type { ListStore } from "@/platform/db/list-store";

/**
 * The server half of every Global Settings list (docs/decisions.md "Global Settings
 * lists register from their features"): each feature's store, of its list's key
 * (../lists.ts). `PUT /api/organizations/{id}` validates and saves the lists sent in
 * this order (the menu items before their submenu items, which must sit under an
 * existing one; a refusal names the first list's item); the read and the tabs'
 * sections read them. Blog posts are read there too, and edited in the post editor.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each store is typed by its own feature
export const SETTINGS_LIST_STORES: readonly ListStore<any>[] = [
  productsStore,
  pricingPlansStore,
  featuresStore,
  faqsStore,
  reviewsStore,
  bannersStore,
  cookieCategoriesStore,
  meetingTypesStore,
  meetingHoursStore,
  meetingDateOverridesStore,
  listingsStore,
  menuItemsStore,
  submenuItemsStore,
  redirectsStore,
];
