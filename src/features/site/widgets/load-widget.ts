import type { ComponentType } from "react";
import type { WidgetDefinition, WidgetProps } from "@/ui/widgets/types";

/** Each widget's code is asked for once per page view; a failed load may be tried again on the next path. */
const loads = new Map<string, Promise<ComponentType<WidgetProps>>>();

/** A widget's component, from its own chunk (shared by the App Router's widget layer and the islands' one). */
export function loadWidget(widget: WidgetDefinition): Promise<ComponentType<WidgetProps>> {
  let load = loads.get(widget.id);
  if (!load) {
    load = widget.load().then((module) => module.default);
    load.catch(() => loads.delete(widget.id));
    loads.set(widget.id, load);
  }
  return load;
}
