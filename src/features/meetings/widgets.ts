"use client";

// "use client": server components reach this feature's index.ts (through the settings lists), and a
// module with `import()` of client code in their graph puts that code into every page's scripts.
// Marked so, this file (and the widget's chunks) is for the browser only.
import { lazy } from "react";
import { isChromeHidden, type WidgetDefinition } from "@/features/site";

/**
 * The floating "Schedule Meeting" button (spec/visitor.md "Meeting widget"), a widget of the
 * visitor widget layer (place `overlay`), on every page that shows the site's chrome (so never
 * on /admin, sign-in or registration) of a site that offers a meeting to book (`settings.meetings`:
 * an active type of the customer's choice; a site without one shows no button leading nowhere).
 * Its chunk is the button; the Meetings modal (calendar and booking form) and its texts load
 * from their own chunks when it is pressed.
 */
export const meetingsWidget: WidgetDefinition = {
  id: "meetings",
  place: "overlay",
  // Above the bottom banners' bar and the help pill (docs/decisions.md "Floating layers"): mounted once they
  // are, so the button never moves when they come (a slow CPU may load the help chunk last).
  after: ["banners", "help"],
  shouldMount: (path, settings) => settings.meetings === true && !isChromeHidden(path),
  load: () => import("./public/schedule-button"),
};

/** /account's "Your upcoming meetings" (a signed-in customer cancels their own), loaded when that page shows it. */
// Pure: a page that reads only the widget's definition (the islands entry) keeps no React for it.
export const AccountBookings = /* @__PURE__ */ lazy(() => import("./public/account-bookings"));
