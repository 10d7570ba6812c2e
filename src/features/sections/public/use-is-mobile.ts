"use client";

import { useSyncExternalStore } from "react";
import { MOBILE_QUERY } from "./slider-logic";

const subscribeTo = (media: string) => (onChange: () => void) => {
  const query = window.matchMedia(media);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const subscribe = subscribeTo(MOBILE_QUERY);
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const subscribeMotion = subscribeTo(REDUCED_MOTION);

/** True when the visitor asked for less motion. The server assumes not; the slider cannot advance before hydration anyway. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** True under 768 px wide. The server (and the cached HTML) assumes desktop; CSS covers mobile until hydration. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
