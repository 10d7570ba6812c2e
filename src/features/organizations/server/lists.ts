import "server-only";
import { bannersStore } from "@/features/banners/server";
import { cookieCategoriesStore } from "@/features/consent/server";
import { faqsStore } from "@/features/faqs/server";
import { featuresStore } from "@/features/highlights/server";
import { meetingTypesStore } from "@/features/meetings/server";
import { menuItemsStore, submenuItemsStore } from "@/features/menus/server";
import { pricingPlansStore, productsStore } from "@/features/products/server";
import type { ListStore } from "@/platform/db/list-store";

/**
 * The organization's lists that Global Settings edits and saves whole, by their
 * key in `PUT /api/organizations/{id}` and in the read. Menus also have their own API
 * (the header and footer editors; the read's menu lists come from there); menu items
 * are saved before submenu items, which must sit under an existing one. Blog posts
 * are read here and edited in the post editor.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each store is typed by its own feature
export const ORGANIZATION_LISTS: readonly ListStore<any>[] = [
  productsStore,
  pricingPlansStore,
  featuresStore,
  faqsStore,
  bannersStore,
  cookieCategoriesStore,
  meetingTypesStore,
  menuItemsStore,
  submenuItemsStore,
];
