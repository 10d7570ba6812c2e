import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { cachedRead, invalidateOrganization } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { translated } from "@/platform/i18n/locales";
import { isSitePath } from "@/platform/schema";
import { sanitizeLandingHtml } from "@/platform/sanitize/post-html";
import { readableTextColor } from "@/platform/style/contrast";
import { colorTokenToCss } from "@/platform/style/tokens";
import { parseDismissal } from "../duration";
import type { VisitorBanner } from "../model";
import { BANNER_OPEN_STATES, BANNER_POSITIONS } from "../constants";
import { banners, type BannerContent } from "../tables";
import { bannersStore } from "./store";

type Row = typeof banners.$inferSelect;

/** The default bar: dark grey with white text (readable at 4.5:1 and more). */
const DEFAULT_BACKGROUND = "gray-900";

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T | null) =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** A banner's background (a colour token, dark grey unless chosen) and its chosen text colour (null: the readable one). */
export function bannerColors(content: Pick<BannerContent, "banner_background" | "banner_content_style">): { background: string; chosen: string | null } {
  const background = colorTokenToCss(content.banner_background) ? content.banner_background! : DEFAULT_BACKGROUND;
  const chosen = content.banner_content_style && colorTokenToCss(content.banner_content_style) ? content.banner_content_style : null;
  return { background, chosen };
}

/**
 * How long before its start a scheduled banner is in the page's data, for the visitor's
 * browser to show it at its start without a reload (docs/decisions.md "Scheduled banners
 * appear without a reload"); further ahead its words stay unpublished.
 */
export const START_AHEAD_MS = 24 * 3_600_000;

/** Whether a page rendered at `now` carries the banner: it starts within `START_AHEAD_MS` (or has started, or was never scheduled) and its promotion has not ended. */
export function isLive(row: Pick<Row, "start_date" | "end_date_promotion">, now: number): boolean {
  const start = time(row.start_date);
  const end = time(row.end_date_promotion);
  return (start === null || start - START_AHEAD_MS <= now) && (end === null || end > now);
}

/**
 * The next moment after `now` at which the banners a page carries change (what a page
 * is valid until): a banner comes within `START_AHEAD_MS` of its start, starts or ends. Null: never.
 */
export function nextChange(rows: readonly Pick<Row, "start_date" | "end_date_promotion">[], now: number): number | null {
  let next: number | null = null;
  for (const row of rows) {
    const start = time(row.start_date);
    const moments = [start === null ? null : start - START_AHEAD_MS, start, time(row.end_date_promotion)];
    for (const at of moments) if (at !== null && at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/** One stored banner as a page in `locale` shows it (the site's own language reads the stored texts). */
export function toVisitorBanner(row: Row, locale: string): VisitorBanner {
  const content = row.content ?? {};
  const html = translated(content.customContent, content.customContent_translation, locale);
  const landing = translated(row.landing_content, row.landing_content_translation, locale);
  // A link stored before the schema refused backslashes (`/\evil.example`) is left out rather than sent to another host.
  const linkUrl = content.link?.url && (isSitePath(content.link.url) || /^https?:\/\/[^\s\\]+$/i.test(content.link.url)) ? content.link.url : null;
  const link =
    content.link && linkUrl
      ? { url: linkUrl, label: translated(content.link.label, content.link.label_translation, locale), external: content.link.isExternal === true }
      : null;
  const { background, chosen } = bannerColors(content);
  return {
    id: row.id,
    position: oneOf(BANNER_POSITIONS, row.position, "top")!,
    closable: row.type === "closed",
    fixed: row.is_fixed_above_navbar,
    text: translated(content.text, content.text_translation, locale),
    // Sanitized on write and again here, on render (the landing pages' allow list).
    html: html.trim() ? sanitizeLandingHtml(html) : null,
    icon: content.icon?.trim() || null,
    link,
    landing: landing.trim() ? sanitizeLandingHtml(landing) : null,
    openState: oneOf(BANNER_OPEN_STATES, row.open_state, null),
    background: colorTokenToCss(background)!,
    color: colorTokenToCss(readableTextColor([background], chosen))!,
    dismissMs: parseDismissal(row.dismissal_duration),
    paths: row.page_paths ?? [],
    start: row.start_date ? new Date(row.start_date).toISOString() : null,
    end: row.end_date_promotion ? new Date(row.end_date_promotion).toISOString() : null,
    countdown: row.end_date_promotion_is_displayed,
  };
}

/** setTimeout's longest delay; a later change is checked again then. */
const MAX_DELAY = 2 ** 31 - 1;
/** Fired this long after the moment, so that no render at the moment itself still sees the old state. */
const MARGIN_MS = 250;

const timers = ((globalThis as unknown as { __onsiteBannerTimers?: Map<number, { at: number; timer: NodeJS.Timeout }> }).__onsiteBannerTimers ??= new Map());

/**
 * The organization's cached pages and reads expire when a banner starts or ends: at
 * that moment its cache is invalidated (as a save would), so no kept page goes on
 * showing a banner that ended, or not showing one that began. One timer per
 * organization, for its earliest change; the next read after it schedules the next.
 */
export function expireAt(organizationId: number, at: number, now = Date.now()) {
  const current = timers.get(organizationId);
  if (current && current.at <= at) return;
  if (current) clearTimeout(current.timer);
  const timer = setTimeout(
    () => {
      timers.delete(organizationId);
      void invalidateOrganization(organizationId);
    },
    Math.min(MAX_DELAY, Math.max(0, at - now) + MARGIN_MS),
  );
  timer.unref?.();
  timers.set(organizationId, { at, timer });
}

/** The organization's enabled banners, in order, as stored (cached until its next save or banner change). */
const enabledRows = (organizationId: number) =>
  cachedRead(
    organizationId,
    "banners:enabled",
    async () => {
      const db = await getDb();
      return db
        .select()
        .from(banners)
        .where(and(eq(banners.organization_id, organizationId), eq(banners.is_enabled, true)))
        .orderBy(asc(banners.order), asc(banners.id));
    },
    bannersStore.cacheKey,
  );

/**
 * The banners a page of the organization in `locale` shows (spec/visitor.md "Banners"):
 * enabled and live now or starting within `START_AHEAD_MS` (the browser shows those at
 * their start), in the page's language. The page's cache entry expires at the next
 * change of any of them (`expireAt`).
 */
export async function visitorBanners(organizationId: number, locale: string, now = Date.now()): Promise<VisitorBanner[]> {
  const rows = await enabledRows(organizationId);
  const next = nextChange(rows, now);
  if (next !== null) expireAt(organizationId, next, now);
  return rows.filter((row) => isLive(row, now)).map((row) => toVisitorBanner(row, locale));
}
