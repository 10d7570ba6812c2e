"use client";

// "use client": server components import this feature's index.ts, and a module with
// `import()` of client code in their graph puts that code into every page's scripts.
// Marked so, this file (and the widgets' chunks) is for the browser only.
import type { WidgetDefinition } from "@/features/site";
import { isChromeHidden } from "@/features/site";

/**
 * The chrome's per-visitor parts, as widgets of the visitor widget layer
 * (src/features/site/widgets): the header's HTML is the same for everyone, and
 * these fill its slots after hydration. They load only where the chrome shows
 * (spec §2.2), from one chunk.
 */
const withChrome = (path: string) => !isChromeHidden(path);
const chromeWidgets = () => import("./public/chrome-widgets");

/** The header's profile menu or login button (spec §2.3). */
export const accountWidget: WidgetDefinition = {
  id: "account",
  place: "header-account",
  shouldMount: withChrome,
  load: () => chromeWidgets().then((widgets) => ({ default: widgets.AccountWidget })),
};

/** The header's cart icon with its count, when the local basket holds something (spec §2.3). */
export const cartWidget: WidgetDefinition = {
  id: "cart",
  place: "header-cart",
  shouldMount: withChrome,
  load: () => chromeWidgets().then((widgets) => ({ default: widgets.CartWidget })),
};

/** The default footer's Profile column: Logout, or Login and Register (spec §2.4). */
export const footerProfileWidget: WidgetDefinition = {
  id: "footer-profile",
  place: "footer-profile",
  shouldMount: withChrome,
  load: () => chromeWidgets().then((widgets) => ({ default: widgets.FooterProfileWidget })),
};
