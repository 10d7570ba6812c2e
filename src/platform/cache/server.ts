// What the server script (scripts/serve.ts) wires in front of Next.
export { withFrontCache, PAGE_CACHE_CONTROL, RENDER_ID_HEADER, reportRenderReads, type RenderReport } from "./front-cache";
export { renderReads, newRenderReads } from "./render-reads";
export { listenForInvalidations } from "./broadcast";
export { pageCacheUsage } from "./pages";
export { cacheState } from "./state";
export { cachedHost, hostLookupUsage } from "./hosts";
export { readUsage } from "./reads";
