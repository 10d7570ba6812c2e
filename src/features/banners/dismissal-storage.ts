import { request } from "@/platform/http/client";
import { activeDismissals, DISMISSED_KEY, withDismissal } from "./model";

/**
 * This browser's banner dismissals (spec §3 `dismissedBannerIds`: `{ id, expiresAt }`),
 * the list the page's inline script reads before its first paint. Browser-only; a
 * blocked storage reads as empty and keeps nothing.
 */
export function readDismissals(now: number) {
  try {
    return activeDismissals(window.localStorage.getItem(DISMISSED_KEY), now);
  } catch {
    return [];
  }
}

export function storeDismissal(id: number, expiresAt: number, now: number) {
  try {
    window.localStorage.setItem(DISMISSED_KEY, JSON.stringify(withDismissal(readDismissals(now), id, expiresAt, now)));
  } catch {
    // storage blocked
  }
}

export type ServerDismissal = { banner_id: number; expires_at: string };

/** A signed-in user's dismissals stored on the server (none when signed out or on failure). */
export async function fetchServerDismissals(signal?: AbortSignal): Promise<ServerDismissal[]> {
  try {
    const list = await request<unknown>("/api/banners/dismissals", { signal });
    return Array.isArray(list) ? (list as ServerDismissal[]) : [];
  } catch {
    return [];
  }
}

/** Copies server-side dismissals into this browser's list, so its pages hide them before their first paint. */
export function mirrorDismissals(list: readonly ServerDismissal[], now = Date.now()) {
  for (const entry of list) storeDismissal(entry.banner_id, Date.parse(entry.expires_at), now);
}

/**
 * Right after a sign-in, before the next page: the user's dismissals from other
 * devices into this browser, so the first page after signing in on a new device
 * does not show (and then hide) a banner they closed elsewhere. At most 2 s.
 */
export async function mirrorServerDismissals() {
  mirrorDismissals(await fetchServerDismissals(AbortSignal.timeout(2_000)));
}
