"use client";

import type { ReactNode } from "react";
import { WidgetLayer } from "@/features/site";
// The list, in a module without React: the islands entry reads it before it loads any.
import { WIDGETS } from "./widget-list";

export { WIDGETS };

/**
 * The site layout's widget layer with the list above. A client module: a server
 * component cannot hand functions (`shouldMount`, `load`) to the layer, and the
 * widgets' `import()`s stay out of the server's module graph, where they would
 * put the widgets' code into every page's scripts.
 */
export function SiteWidgets({ children }: { children: ReactNode }) {
  return <WidgetLayer widgets={WIDGETS}>{children}</WidgetLayer>;
}
