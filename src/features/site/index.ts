// The site feature (client-safe part): block types and contracts, the page layout
// manager's registration and schema. Server code: ./server.ts (the page, the block
// registry, the page layout API).
import type { EditorRegistration } from "@/features/editing";

export { BLOCK_TYPES, type BlockType, type BlockSummary, type BlockDefinition } from "./block-types";
// Types only: the schema (zod) stays out of the page bundle every visitor loads.
export type { PageLayoutSection } from "./layout-schema";

/** Manage Page Layout, as it registers with the editing shell (its launcher button until Create New exists). */
export const pageLayoutEditor: EditorRegistration = {
  type: "page_layout",
  label: "Page layout",
  launcher: "Page layout",
  load: () => import("./editor/page-layout-editor"),
};

/** A page that hides the site chrome although its path shows it (a minimal post): the data attribute the chrome honours. */
export { chromeHiddenAttribute, postHidesChrome, SITE_CHROME_ATTRIBUTE, SITE_CHROME_PART_ATTRIBUTE } from "./chrome-attribute";
/** Which paths show the site chrome (header, footer, breadcrumbs) and banners. */
export { CHROME_HIDDEN_PATHS, isChromeHidden } from "./chrome-visibility";
