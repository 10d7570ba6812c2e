import type { IslandLoaders } from "@/platform/islands/client";

/**
 * Every island a visitor's page can show (DESIGN.md "Visitor pages: HTML first,
 * islands"), by the name its `<onsite-island data-island>` carries, assembled here above
 * the features: each loader is its own chunk, fetched when an island of that name
 * hydrates. An island module is `src/features/<feature>/islands/<name>.ts`, its default
 * export `defineIsland(name, …)`; add it here (src/app/islands.test.ts checks each entry
 * and that none is missing).
 */
export const ISLANDS: IslandLoaders = {
  "header-frame": () => import("@/features/chrome/islands/header-frame"),
  "desktop-menu": () => import("@/features/chrome/islands/desktop-menu"),
  "mobile-menu": () => import("@/features/chrome/islands/mobile-menu"),
  "language-switch": () => import("@/features/chrome/islands/language-switch"),
  "privacy-button": () => import("@/features/chrome/islands/privacy-button"),
  "site-logo": () => import("@/features/chrome/islands/site-logo"),
  slider: () => import("@/features/sections/islands/slider"),
  "open-listing": () => import("@/features/sections/islands/open-listing"),
  "contact-form": () => import("@/features/messages/islands/contact-form"),
  "add-to-basket": () => import("@/features/basket/islands/add-to-basket"),
  "basket-view": () => import("@/features/basket/islands/basket-view"),
  "help-search": () => import("@/features/posts/islands/help-search"),
  "embed-video": () => import("@/features/embeds/islands/embed-video"),
  "hero-background": () => import("@/features/hero/islands/hero-background"),
  "hero-video": () => import("@/features/hero/islands/hero-video"),
};
