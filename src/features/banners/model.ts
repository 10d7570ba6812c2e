// The banners visitors see, as plain data and pure rules (client-safe, no React, small:
// the widget definition in ./widgets.ts reaches every page's scripts through it).
import type { BANNER_OPEN_STATES, BANNER_POSITIONS } from "./constants";

/**
 * One banner as a page hands it to the browser (the site context, the same for every
 * visitor): enabled, and live or starting soon when the page rendered (`start`), in the page's language, its HTML
 * sanitized again, its colours as CSS. Dismissals are the visitor's and are applied in
 * the browser.
 */
export type VisitorBanner = {
  id: number;
  position: (typeof BANNER_POSITIONS)[number];
  /** "closed": it has a close button (and can be dismissed). */
  closable: boolean;
  /** A top banner fixed above the navigation bar (56 px, offsets the header and the page). */
  fixed: boolean;
  text: string;
  /** Sanitized HTML shown instead of the text when set. */
  html: string | null;
  icon: string | null;
  link: { url: string; label: string; external: boolean } | null;
  /** Sanitized HTML of the expanded state (else the banner's own content). */
  landing: string | null;
  /** What the expand button opens; null: no expansion. */
  openState: (typeof BANNER_OPEN_STATES)[number] | null;
  background: string;
  color: string;
  /** How long a dismissal lasts (spec §4, parsed on the server). */
  dismissMs: number;
  /** Paths it shows on; empty: every page. */
  paths: string[];
  /** ISO instant of start_date (the banner shows from then on, by the visitor's clock, without a reload), or null. */
  start: string | null;
  /** ISO instant of end_date_promotion (the banner hides after it), or null. */
  end: string | null;
  countdown: boolean;
};

declare module "@/platform/tenancy/site-context" {
  interface SiteExtensions {
    /** The site's banners live when the page rendered (the banners feature). */
    banners?: VisitorBanner[];
  }
}

export { DEFAULT_DISMISSAL_MS, parseDismissal } from "./duration";

const clean = (path: string) => "/" + path.split("/").filter(Boolean).join("/").toLowerCase();

/**
 * Whether a banner shows on the base path by its paths: everywhere when it names
 * none; else on a named path and the pages under it ("/blog" covers "/blog/spring"),
 * "/" being the home page only. (The spec's hidden paths, those without the chrome,
 * are the widget's to check: ./widgets.ts.) The inline script (./dismissal-script.ts)
 * repeats this rule; a unit test keeps them equal.
 */
export function showsOn(banner: Pick<VisitorBanner, "paths">, path: string): boolean {
  if (banner.paths.length === 0) return true;
  const here = clean(path);
  return banner.paths.some((stored) => {
    const p = clean(stored);
    return p === here || (p !== "/" && here.startsWith(p + "/"));
  });
}

/** The banners of a page (its base path), in the list's order. */
export const bannersOn = (banners: readonly VisitorBanner[] | undefined, path: string) => (banners ?? []).filter((banner) => showsOn(banner, path));

/** spec/visitor.md §2: fixed top banners are 56 px each. */
export const isFixedTop = (banner: Pick<VisitorBanner, "position" | "fixed">) => banner.position === "top" && banner.fixed;

/** localStorage key of anonymous visitors' dismissals (spec §3): a list of `{ id, expiresAt }` (ms since the epoch). */
export const DISMISSED_KEY = "dismissedBannerIds";
export type DismissedBanner = { id: number; expiresAt: number };

/** The dismissals still running, from the stored list (anything malformed is ignored). */
export function activeDismissals(raw: string | null, now: number): DismissedBanner[] {
  let list: unknown;
  try {
    list = JSON.parse(raw ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is DismissedBanner =>
      !!entry &&
      typeof entry === "object" &&
      Number.isInteger((entry as DismissedBanner).id) &&
      typeof (entry as DismissedBanner).expiresAt === "number" &&
      (entry as DismissedBanner).expiresAt > now,
  );
}

/** The list with `id` dismissed until `expiresAt` (replacing an earlier entry for it; expired ones dropped). */
export function withDismissal(list: readonly DismissedBanner[], id: number, expiresAt: number, now: number): DismissedBanner[] {
  return [...list.filter((entry) => entry.id !== id && entry.expiresAt > now), { id, expiresAt }];
}

const instant = (iso: string | null) => (iso ? Date.parse(iso) : NaN);

/** Whether the banner has started at `now` (no start: always). An invalid start counts as none. */
export const hasStarted = (banner: Pick<VisitorBanner, "start">, now: number) => {
  const start = instant(banner.start);
  return !Number.isFinite(start) || start <= now;
};

/** The next moment after `now` at which one of the banners starts or ends (to show or hide it then), or null. */
export function nextBannerChange(banners: readonly Pick<VisitorBanner, "start" | "end">[], now: number): number | null {
  let next: number | null = null;
  for (const banner of banners)
    for (const at of [instant(banner.start), instant(banner.end)]) if (Number.isFinite(at) && at > now && (next === null || at < next)) next = at;
  return next;
}

/** Days, hours, minutes and seconds left until `end` (all 0 once it has passed or for an invalid date). */
export function countdownParts(end: string | null, now: number): { days: number; hours: number; minutes: number; seconds: number; ended: boolean } {
  const at = end ? Date.parse(end) : NaN;
  const left = Number.isFinite(at) ? Math.max(0, Math.floor((at - now) / 1000)) : 0;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}
