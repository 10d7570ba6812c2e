import { createRoot, type Root } from "react-dom/client";
import { basePath, DomWidgetLayer, findSlots, slotPlaces, widgetsToMount } from "@/features/site";
import { IslandRoot, type IslandPageData } from "@/platform/islands";
import { floatingLayer } from "@/ui/floating-stack";
import { WIDGETS } from "./widget-list";

/** The layer's one root, once mounted (a member's refresh renders it again with the fresh page's settings). */
let layer: Root | null = null;

function render(root: Root, page: IslandPageData, slots: readonly HTMLElement[], onSettled?: () => void) {
  root.render(
    <IslandRoot page={page}>
      <DomWidgetLayer widgets={WIDGETS} slots={slots} path={basePath(page.path)} settings={page.site} onSettled={onSettled} />
    </IslandRoot>,
  );
}

/** The breadcrumb bar the floating stack counts with, and what lets it go. */
let breadcrumbs: { element: HTMLElement; release: () => void } | null = null;

/**
 * The breadcrumb bar is the page's own HTML here (no island, no ref of its own): it is the
 * floating stack's lowest layer (src/ui/floating-stack.ts), and what floats above it (bottom
 * banners, the pills, the members' launcher) is this layer's, so it counts with its height from
 * here. Without it the bottom banner covered the bar. After a member's refresh, the bar then on the page.
 */
function followBreadcrumbs(): void {
  const element = document.querySelector<HTMLElement>("[data-breadcrumbs]");
  if (breadcrumbs?.element === element) return;
  breadcrumbs?.release();
  breadcrumbs = element ? { element, release: floatingLayer("breadcrumbs")(element) } : null;
}

/**
 * The visitor widget layer over a page the islands renderer wrote, in a root of its own (a
 * container at the end of `<body>`): the page's settings and messages, its path; its widgets share the page's one
 * session answer (the viewer store, src/platform/session). Answers once the widgets chosen at load have mounted.
 */
export function mountWidgets(page: IslandPageData, slots: readonly HTMLElement[]): Promise<void> {
  followBreadcrumbs();
  const container = document.createElement("div");
  container.dataset.widgetLayer = "";
  document.body.append(container);
  const root = createRoot(container);
  layer = root;
  return new Promise((resolve) => render(root, page, slots, resolve));
}

/**
 * After a member's refresh (src/app/islands-editing.tsx): the widgets follow the fresh page's
 * settings and slots, as the App Router's layer does after `router.refresh()` (a banner saved
 * in Global Settings shows, a removed one goes). A page whose widgets were all off at load
 * gets the layer now if one is due.
 */
export function refreshWidgets(page: IslandPageData): void {
  followBreadcrumbs();
  const slots = findSlots(document);
  if (layer) render(layer, page, slots);
  else if (widgetsToMount(WIDGETS, slotPlaces(slots), basePath(page.path), page.site).length > 0) void mountWidgets(page, slots);
}
