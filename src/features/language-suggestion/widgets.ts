"use client";

// "use client": like every feature's widget definitions (docs/decisions.md "Widget layer"), so no
// server component's module graph keeps the widget's import().
import { isChromeHidden, type WidgetDefinition } from "@/features/site";

/**
 * The language suggestion, a widget of the visitor widget layer (place `overlay`: a
 * modal). It mounts on every page with the chrome (it also writes the defaultLocale
 * cookie, spec §7); its small chunk decides in the browser, and the popup's code loads
 * only when it shows. On a page in one of the site's draft languages (members only) it
 * loads the members' "draft language" bar instead (issue 42).
 */
export const languageSuggestionWidget: WidgetDefinition = {
  id: "language-suggestion",
  place: "overlay",
  shouldMount: (path) => !isChromeHidden(path),
  load: () => import("./public/language-widget"),
};
