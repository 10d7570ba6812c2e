// The site feature (client-safe part): block types and contracts, the page layout
// manager's registration and schema. Server code: ./server.ts (the page, the block
// registry, the page layout API).
import type { EditorRegistration } from "@/features/editing/record";
import { ROLES } from "@/platform/tenancy/types";
import { checkHref } from "./check-href";

export type { BlockType, BlockSummary, BlockDefinition } from "./block-types";
// Types only: the schema (zod) stays out of the page bundle every visitor loads.
export type { PageLayoutSection } from "./layout-schema";

/**
 * Manage Page Layout, as it registers with the editing shell (Create New, the
 * palette, the dashboard's links). It holds an import() of the editor: no server
 * component may import this index for anything that keeps this module in its graph.
 */
export const pageLayoutEditor: EditorRegistration = {
  type: "page_layout",
  label: "Page layout",
  // Its API takes every member's saves; the entry is for owners and admins, like the site's other parts.
  commands: [
    { id: "page-layout", label: "Page layout", keywords: ["order", "sections"], roles: ["owner", "admin"], group: "site", needsOrganization: true },
    // The check before publishing of the page the member is on (issue 43, item 3); every member may read it.
    { id: "check-page", label: "Check this page", keywords: ["publish", "links", "alt", "seo"], roles: ROLES, group: "site", href: checkHref },
  ],
  load: () => import("./editor/page-layout-editor"),
};

/** A page that hides the site chrome although its path shows it (a minimal post): the data attribute the chrome honours. */
export { chromeHiddenAttribute, postHidesChrome, SITE_CHROME_ATTRIBUTE, SITE_CHROME_PART_ATTRIBUTE } from "./chrome-attribute";
/** Which paths show the site chrome (header, footer, breadcrumbs) and banners. */
export { CHROME_HIDDEN_PATHS, isChromeHidden } from "./chrome-visibility";
/** The base path (no locale prefix) of what `usePathname()` gives. */
export { basePath } from "./base-path";
/**
 * The visitor widget layer (docs/decisions.md "Widget layer"): widgets mount after
 * hydration into the slots of the page's HTML, which stays the same for every
 * visitor. Features export their `WidgetDefinition`s; src/app/widgets.tsx lists
 * them and hands the list to the layer. The slots and the widgets' types are
 * src/ui's (src/ui/widgets), so server components (the header, the footer) take
 * the slots without this file, whose `import()` of the page layout editor must
 * stay out of their module graph (or that editor's code ships with every page).
 */
export { WidgetLayer } from "./widgets/widget-layer";
/** The same layer over a page the islands renderer wrote (no React tree above it): it finds the slots in the HTML. */
export { DomWidgetLayer } from "./widgets/dom-widget-layer";
export { findSlots, slotPlaces } from "./widgets/dom-slots";
export { widgetsToMount } from "./widgets/mount";
export { useTopOffset } from "./widgets/use-top-offset";
export { HEADER_HEIGHT_PX, TOP_BANNER_HEIGHT_PX, TOP_OFFSET_VARIABLE } from "./widgets/mount";
export { WIDGET_PLACES, type WidgetDefinition, type WidgetModule, type WidgetPlace, type WidgetProps, type WidgetSettings } from "@/ui/widgets/types";
