"use client";

import { useLayoutEffect } from "react";
import { TOP_OFFSET_VARIABLE, topOffset } from "./mount";

const heights = new Map<string, number>();

function write() {
  document.documentElement.style.setProperty(TOP_OFFSET_VARIABLE, `${topOffset(heights)}px`);
}

/**
 * For a widget fixed above the header (a banner): reports the height it takes
 * there now (0 once closed or dismissed). The layer adds up the mounted widgets'
 * heights into the one CSS variable the header's top offset and the room under
 * it follow (`--onsite-banner-offset`, spec/site-admin.md §2.3). Set before the
 * browser paints, so the header moves in the same frame as the banner.
 */
export function useTopOffset(widgetId: string, height: number) {
  useLayoutEffect(() => {
    heights.set(widgetId, height);
    write();
    return () => {
      heights.delete(widgetId);
      write();
    };
  }, [widgetId, height]);
}
