"use client";

// "use client": server components reach this feature's index.ts (through the settings lists), and a
// module with `import()` of client code in their graph puts that code into every page's scripts.
// Marked so, this file (and the widgets' chunks) is for the browser only.
import { isChromeHidden, TOP_BANNER_HEIGHT_PX, type WidgetDefinition, type WidgetSettings } from "@/features/site";
import { bannersOn, isFixedTop } from "./model";

/** The page's banners (spec/visitor.md "Banners"): none on the spec's hidden paths (those without the chrome). */
const pageBanners = (path: string, settings: WidgetSettings) => (isChromeHidden(path) ? [] : bannersOn(settings.banners, path));

/**
 * The site's banners, a widget of the visitor widget layer (place `overlay`: every
 * banner is positioned over the page; fixed top ones take their room above the
 * header through `reserveTop`, 56 px each, which the page's server HTML holds).
 * Loads only on a page that has banners.
 */
export const bannersWidget: WidgetDefinition = {
  id: "banners",
  place: "overlay",
  shouldMount: (path, settings) => pageBanners(path, settings).length > 0,
  reserveTop: (path, settings) => TOP_BANNER_HEIGHT_PX * pageBanners(path, settings).filter(isFixedTop).length,
  load: () => import("./public/banners-widget"),
};
