import { createRoot } from "react-dom/client";
import { basePath, DomWidgetLayer } from "@/features/site";
import { IslandRoot, type IslandPageData } from "@/platform/islands";
import { WIDGETS } from "./widget-list";

/**
 * The visitor widget layer over a page the islands renderer wrote, in a root of its own (a
 * container at the end of `<body>`): the page's settings and messages, its path; its widgets share the page's one
 * session answer (the viewer store, src/platform/session). Answers once the widgets chosen at load have mounted.
 */
export function mountWidgets(page: IslandPageData, slots: readonly HTMLElement[]): Promise<void> {
  const container = document.createElement("div");
  container.dataset.widgetLayer = "";
  document.body.append(container);
  return new Promise((resolve) => {
    createRoot(container).render(
      <IslandRoot page={page}>
        <DomWidgetLayer widgets={WIDGETS} slots={slots} path={basePath(page.path)} settings={page.site} onSettled={resolve} />
      </IslandRoot>,
    );
  });
}
