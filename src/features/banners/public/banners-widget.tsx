"use client";

import { request } from "@/platform/http/client";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useViewer } from "@/platform/session";
import { isChromeHidden, TOP_BANNER_HEIGHT_PX, useTopOffset, type WidgetProps } from "@/features/site";
import { fetchServerDismissals, mirrorDismissals, readDismissals, storeDismissal, type ServerDismissal } from "../dismissal-storage";
import { bannersOn, hasStarted, isFixedTop, nextBannerChange, type VisitorBanner } from "../model";
import { BannerGroups, BannerView } from "./banner-view";

/** A signed-in user's server-side dismissals, asked once per page view and user. */
const serverDismissals = new Map<string, Promise<ServerDismissal[]>>();
function loadServerDismissals(userId: string) {
  let load = serverDismissals.get(userId);
  if (!load) {
    load = fetchServerDismissals();
    serverDismissals.set(userId, load);
  }
  return load;
}

/**
 * The clock the banners follow: re-read at the next start or end of a banner of the page
 * (a scheduled banner appears and goes at its moment, without a reload), and each second
 * while a started banner counts down.
 */
function useNow(banners: readonly VisitorBanner[]) {
  const [now, setNow] = useState(() => Date.now());
  const ticking = banners.some((banner) => banner.countdown && hasStarted(banner, now));
  const next = nextBannerChange(banners, now);
  useEffect(() => {
    if (ticking) {
      const timer = window.setInterval(() => setNow(Date.now()), 1000);
      return () => window.clearInterval(timer);
    }
    if (next === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + 50));
    return () => window.clearTimeout(timer);
  }, [ticking, next]);
  return now;
}

/**
 * The site's banners on this page (a visitor widget: docs/decisions.md "Banners"). The
 * page's settings carry the banners live when it rendered, the same for everyone; here
 * the visitor's dismissals apply (this browser's, and a signed-in user's from the
 * server), and time: a scheduled banner shows from its start (the page open or not); a
 * banner whose end has passed when the page loads is not shown; one that ends while
 * shown shows "Sale Ended" when it has a countdown, else goes. Fixed top
 * banners report their height to the header's offset (56 px each).
 */
export default function BannersWidget({ path, settings }: WidgetProps) {
  const viewer = useViewer();
  const onPage = useMemo(() => (isChromeHidden(path) ? [] : bannersOn(settings.banners, path)), [path, settings.banners]);
  const [loadedAt] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(() => new Set(readDismissals(Date.now()).map((entry) => entry.id)));
  const userId = viewer?.user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void loadServerDismissals(userId).then((list) => {
      if (!live || list.length === 0) return;
      // Mirrored into this browser too, so the next page hides them before its first paint.
      mirrorDismissals(list);
      setDismissed((current) => new Set([...current, ...list.map((entry) => entry.banner_id)]));
    });
    return () => {
      live = false;
    };
  }, [userId]);

  const now = useNow(onPage);
  const shown = onPage.filter((banner) => {
    if (dismissed.has(banner.id) || !hasStarted(banner, now)) return false;
    const end = banner.end ? Date.parse(banner.end) : NaN;
    if (!Number.isFinite(end)) return true;
    // Ended before this page loaded: hidden. Ended while shown: a countdown says "Sale Ended" until the next page.
    return end > loadedAt && (end > now || banner.countdown);
  });

  const dismiss = useCallback(
    (banner: VisitorBanner) => {
      const at = Date.now();
      storeDismissal(banner.id, at + banner.dismissMs, at);
      setDismissed((current) => new Set(current).add(banner.id));
      if (userId) {
        void request("/api/banners/dismissals", { method: "POST", body: { banner_id: banner.id, organization_id: settings.organization.id } }).catch(() => undefined);
      }
      // The close button is gone with its banner: focus goes to the page's main content.
      document.querySelector<HTMLElement>("main, #main, [role=main]")?.focus({ preventScroll: true });
    },
    [userId, settings.organization.id],
  );

  const fixedTop = shown.filter(isFixedTop);
  useTopOffset("banners", fixedTop.length * TOP_BANNER_HEIGHT_PX);

  const view = (banner: VisitorBanner) => (
    <BannerView
      key={banner.id}
      banner={banner}
      now={now}
      locale={settings.locale}
      defaultLanguage={settings.defaultLanguage}
      onDismiss={banner.closable ? () => dismiss(banner) : undefined}
    />
  );
  return <BannerGroups banners={shown} render={view} stacked />;
}
