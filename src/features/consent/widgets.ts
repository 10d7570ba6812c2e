"use client";

// "use client": server components reach this feature's index.ts (through the settings lists), and a
// module with `import()` of client code in their graph puts that code into every page's scripts.
// Marked so, this file (and the widget's chunks) is for the browser only.
import type { WidgetDefinition } from "@/features/site";
import { isChromeHidden } from "@/features/site";

/**
 * The cookie banner and the privacy dialog, as a widget of the visitor widget layer
 * (src/features/site/widgets), on every page that shows the site's chrome (the footer's button
 * opens the dialog; the banner asks on any such page a visitor lands on). Pages without the
 * chrome (sign-in, registration, password pages) load none of it: their forms set nothing
 * non-essential, and the visitor is asked on the next page. The banner's chunk is small; the
 * dialog's code loads from its own chunk when it opens.
 */
export const consentWidget: WidgetDefinition = {
  id: "consent",
  // First in the keyboard's order (issue 36, item 7): the start of the page, not its end.
  place: "page-start",
  shouldMount: (path) => !isChromeHidden(path),
  load: () => import("./public/consent-widget"),
};
