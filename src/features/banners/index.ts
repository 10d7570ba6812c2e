// What other code may import from the banners feature (client-safe).
// Client-safe: no zod (the schema, bannerItemSchema, is the server store's and the tests').
export { BANNER_OPEN_STATES, BANNER_POSITIONS, BANNER_TYPES, DISMISSAL_DURATION } from "./constants";
export type { BannerInput } from "./schema";
export { bannerName, bannerShape } from "./shape";
export { bannersSettingsList } from "./settings";
// Called by the sign-in form before it leaves the page (docs/decisions.md "Banners: the gaps closed").
export { mirrorServerDismissals } from "./dismissal-storage";
export { DEFAULT_DISMISSAL_MS, DISMISSED_KEY, parseDismissal, type VisitorBanner } from "./model";
// The inline script's text, whose hash the front thread (scripts/forward.ts) lists in the Content-Security-Policy.
export { DISMISSAL_SCRIPT } from "./dismissal-script";
// The banners visitors see, a visitor widget: src/app/widgets.tsx imports it from ./widgets.ts
// directly, so visitors' pages do not load this index (the settings list, the preview's entry).
// Global Settings → Banners: the live preview (its code loads when the tab shows).
export { BannersPreviewTab } from "./editor-entry";
