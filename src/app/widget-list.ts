"use client";

// The visitor widgets' list, without React: src/app/widgets.tsx (the App Router's layer) and the islands entry read it.
import { accountWidget, cartWidget, footerProfileWidget } from "@/features/chrome";
// Through its widgets.ts, not its index: the index carries the Banners tab's settings list and preview entry.
import { bannersWidget } from "@/features/banners/widgets";
import { consentWidget } from "@/features/consent";
// Through its widgets.ts: the help button is small; its dialog loads when opened.
import { helpWidget } from "@/features/help-widget/widgets";
import { languageSuggestionWidget } from "@/features/language-suggestion";
// Through its widgets.ts: the Schedule Meeting button is small; the Meetings modal loads when pressed.
import { meetingsWidget } from "@/features/meetings/widgets";
import type { WidgetDefinition } from "@/features/site";

/**
 * Every visitor widget, in one list (docs/decisions.md "Widget layer"), assembled
 * here above the features (DESIGN.md "Editing": the site feature imports no other
 * feature to build its lists). Each feature exports its widgets' definitions from
 * its index.ts; add them here. Within a slot, widgets show in this order.
 */
export const WIDGETS: readonly WidgetDefinition[] = [
  cartWidget,
  accountWidget,
  footerProfileWidget,
  consentWidget,
  bannersWidget,
  languageSuggestionWidget,
  helpWidget,
  meetingsWidget,
];
