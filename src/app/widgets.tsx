"use client";

import type { ReactNode } from "react";
import { accountWidget, cartWidget, footerProfileWidget } from "@/features/chrome";
import { WidgetLayer, type WidgetDefinition } from "@/features/site";

/**
 * Every visitor widget, in one list (docs/decisions.md "Widget layer"), assembled
 * here above the features (DESIGN.md "Editing": the site feature imports no other
 * feature to build its lists). Each feature exports its widgets' definitions from
 * its index.ts; add them here. Within a slot, widgets show in this order.
 */
export const WIDGETS: readonly WidgetDefinition[] = [cartWidget, accountWidget, footerProfileWidget];

/**
 * The site layout's widget layer with the list above. A client module: a server
 * component cannot hand functions (`shouldMount`, `load`) to the layer, and the
 * widgets' `import()`s stay out of the server's module graph, where they would
 * put the widgets' code into every page's scripts.
 */
export function SiteWidgets({ children }: { children: ReactNode }) {
  return <WidgetLayer widgets={WIDGETS}>{children}</WidgetLayer>;
}
