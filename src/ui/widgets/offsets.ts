/** spec/visitor.md "Banners" and §9: a fixed banner above the header is assumed 56 px tall; the header is 64 px. */
export const TOP_BANNER_HEIGHT_PX = 56;
export const HEADER_HEIGHT_PX = 64;

/** The one CSS variable the header's top offset (and the room under it) follows. */
export const TOP_OFFSET_VARIABLE = "--onsite-banner-offset";
