"use client";

import { useSyncExternalStore } from "react";
import { MOBILE_QUERY } from "./slider-logic";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True under 768 px wide. The server (and the cached HTML) assumes desktop; CSS covers mobile until hydration. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
