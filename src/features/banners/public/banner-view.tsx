"use client";

import { useEffect, useId, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Bell, Calendar, Clock, Gift, Heart, Info, Maximize2, Megaphone, Percent, Rocket, Sparkles, Star, Tag, TriangleAlert, Truck, X } from "lucide-react";
import { localizedPath } from "@/platform/i18n/locales";
import { useT } from "@/platform/tenancy/site-context";
import type { BANNER_OPEN_STATES } from "../constants";
import { floatingBottom, floatingLayer } from "@/ui/floating-stack";
import { countdownParts, isFixedTop, type VisitorBanner } from "../model";

type OpenState = (typeof BANNER_OPEN_STATES)[number];

/** Icon names a banner may give (content.icon); anything else short (an emoji) is shown as typed. */
const ICONS: Record<string, ComponentType<{ className?: string; "aria-hidden"?: boolean }>> = {
  megaphone: Megaphone, calendar: Calendar, gift: Gift, tag: Tag, info: Info, bell: Bell, sparkles: Sparkles, percent: Percent,
  truck: Truck, star: Star, clock: Clock, alert: TriangleAlert, warning: TriangleAlert, heart: Heart, rocket: Rocket,
};

/** Where each open state puts the expanded panel (spec/visitor.md "Banners"); side panels keep 18 rem on narrow screens. */
export const OPEN_STATE_CLASSES: Record<OpenState, string> = {
  full: "inset-0",
  "left-half": "inset-y-0 left-0 w-1/2 min-w-[min(100%,18rem)]",
  "left-30": "inset-y-0 left-0 w-[30%] min-w-[min(100%,18rem)]",
  "left-70": "inset-y-0 left-0 w-[70%] min-w-[min(100%,18rem)]",
  "right-half": "inset-y-0 right-0 w-1/2 min-w-[min(100%,18rem)]",
  "right-30": "inset-y-0 right-0 w-[30%] min-w-[min(100%,18rem)]",
  "right-70": "inset-y-0 right-0 w-[70%] min-w-[min(100%,18rem)]",
  "top-half": "inset-x-0 top-0 h-1/2",
  "top-30": "inset-x-0 top-0 h-[30%]",
  "top-70": "inset-x-0 top-0 h-[70%]",
  "bottom-half": "inset-x-0 bottom-0 h-1/2",
  "bottom-30": "inset-x-0 bottom-0 h-[30%]",
  "bottom-70": "inset-x-0 bottom-0 h-[70%]",
};

const HTML = "[&_a]:underline [&_p]:inline [&_p+p]:ml-1";
const ICON_BUTTON = "inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none";

function BannerIcon({ icon }: { icon: string | null }) {
  if (!icon) return null;
  const Icon = ICONS[icon.toLowerCase()];
  if (Icon) return <Icon aria-hidden className="size-5 shrink-0" />;
  return [...icon].length <= 4 ? (
    <span aria-hidden className="shrink-0 text-lg leading-none">
      {icon}
    </span>
  ) : null;
}

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(() => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true);
  useEffect(() => {
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query) return;
    const change = () => setReduced(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  return reduced;
}

/**
 * The countdown to end_date_promotion: days, hours, minutes and seconds, ticking each
 * second (with reduced motion, minutes only); "Sale Ended" at zero or for an invalid
 * date. The ticking figures are hidden from screen readers; a polite live summary
 * changes at most once a minute (its text has no seconds).
 */
function Countdown({ end, now }: { end: string | null; now: number }) {
  const t = useT();
  const reduced = usePrefersReducedMotion();
  const parts = countdownParts(end, now);
  const shown = parts.ended ? t("banners.saleEnded") : t(reduced ? "banners.countdownMinutes" : "banners.countdown", { days: parts.days, hours: pad(parts.hours), minutes: pad(parts.minutes), seconds: pad(parts.seconds) });
  const spoken = parts.ended ? t("banners.saleEnded") : t("banners.endsIn", { days: parts.days, hours: parts.hours, minutes: parts.minutes });
  return (
    <span className="shrink-0 font-semibold whitespace-nowrap tabular-nums" data-banner-countdown={parts.ended ? "ended" : "running"}>
      <span aria-hidden>{shown}</span>
      <span className="sr-only" aria-live="polite" aria-atomic>
        {spoken}
      </span>
    </span>
  );
}
const pad = (n: number) => String(n).padStart(2, "0");

function BannerLink({ link, locale, defaultLanguage }: { link: NonNullable<VisitorBanner["link"]>; locale: string; defaultLanguage: string }) {
  const t = useT();
  const internal = link.url.startsWith("/");
  const href = internal ? localizedPath(link.url, locale, defaultLanguage) : link.url;
  const external = link.external || !internal;
  return (
    <a href={href} className="shrink-0 font-semibold whitespace-nowrap underline underline-offset-2 hover:no-underline" {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {link.label || link.url}
      {external && <span className="sr-only"> {t("banners.newTab")}</span>}
    </a>
  );
}

export type BannerViewProps = {
  banner: VisitorBanner;
  now: number;
  locale: string;
  defaultLanguage: string;
  /** Called by the close button of a closed-type banner. */
  onDismiss?: () => void;
  /** For the settings' preview: start expanded. */
  initiallyOpen?: boolean;
  /** The expanded panel goes to the end of the body, above every layer of the page (the preview keeps it in its box). */
  portal?: boolean;
};

/**
 * One banner (spec/visitor.md "Banners"): its icon, text (or formatted HTML), link,
 * countdown, the expand button when it has an open state (the panel opens to that
 * state and closes again: its close button, Escape) and, for a closed-type banner, the
 * close button. A top or bottom banner is a bar (a fixed top one exactly 56 px); a
 * side banner a card.
 */
export function BannerView({ banner, now, locale, defaultLanguage, onDismiss, initiallyOpen = false, portal = true }: BannerViewProps) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen && !!banner.openState);
  const panelId = useId();
  const expandRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open && !initiallyOpen) closeRef.current?.focus();
    else if (!open && wasOpen.current) expandRef.current?.focus();
    wasOpen.current = open;
  }, [open, initiallyOpen]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const side = banner.position === "left" || banner.position === "right";
  const style: CSSProperties = { background: banner.background, color: banner.color };
  const body = banner.html ? <div className={`min-w-0 ${HTML}`} dangerouslySetInnerHTML={{ __html: banner.html }} /> : <p className="min-w-0">{banner.text}</p>;
  const bar = banner.position === "top" && banner.fixed ? "h-14" : "min-h-14 py-2";
  const panel = banner.openState && open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={t("banners.region")}
          data-banner-panel={banner.openState}
          className={`fixed ${OPEN_STATE_CLASSES[banner.openState]} z-[60] flex flex-col overflow-auto bg-white text-gray-900 shadow-2xl`}
        >
          <div className="flex items-center justify-end p-2" style={style}>
            <button ref={closeRef} type="button" className={ICON_BUTTON} onClick={() => setOpen(false)}>
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("banners.collapse")}</span>
            </button>
          </div>
          <div className="space-y-4 p-6 text-base">
            {banner.landing ? (
              <div className="space-y-3 [&_a]:text-blue-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold" dangerouslySetInnerHTML={{ __html: banner.landing }} />
            ) : banner.html ? (
              <div className="space-y-3 [&_a]:text-blue-700 [&_a]:underline" dangerouslySetInnerHTML={{ __html: banner.html }} />
            ) : (
              <p>{banner.text}</p>
            )}
            {banner.link && (
              <p className="text-blue-700">
                <BannerLink link={banner.link} locale={locale} defaultLanguage={defaultLanguage} />
              </p>
            )}
          </div>
        </div>
  ) : null;

  return (
    <section
      aria-label={t("banners.region")}
      data-banner-id={banner.id}
      data-banner-position={banner.position}
      style={style}
      className={side ? "flex flex-col gap-2 p-4 text-sm shadow-lg md:rounded-lg" : `flex items-center ${bar} px-3 text-sm sm:px-4`}
    >
      <div className={side ? "flex items-start gap-2" : "mx-auto flex w-full max-w-7xl min-w-0 items-center gap-2 sm:gap-3"}>
        <BannerIcon icon={banner.icon} />
        <div className={`min-w-0 flex-1 ${side ? "" : "line-clamp-2"}`}>{body}</div>
        {!side && banner.link && <BannerLink link={banner.link} locale={locale} defaultLanguage={defaultLanguage} />}
        {!side && banner.countdown && <Countdown end={banner.end} now={now} />}
        {banner.openState && (
          <button ref={expandRef} type="button" className={ICON_BUTTON} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(true)}>
            <Maximize2 aria-hidden className="size-4" />
            <span className="sr-only">{t("banners.expand")}</span>
          </button>
        )}
        {banner.closable && onDismiss && (
          <button type="button" className={ICON_BUTTON} onClick={onDismiss}>
            <X aria-hidden className="size-5" />
            <span className="sr-only">{t("banners.close")}</span>
          </button>
        )}
      </div>
      {side && (banner.link || banner.countdown) && (
        <div className="flex flex-wrap items-center gap-3">
          {banner.link && <BannerLink link={banner.link} locale={locale} defaultLanguage={defaultLanguage} />}
          {banner.countdown && <Countdown end={banner.end} now={now} />}
        </div>
      )}
      {panel && (portal ? createPortal(panel, document.body) : panel)}
    </section>
  );
}

/**
 * The banners in their places: fixed top ones stacked above the header (the layer
 * offsets the header by their height); other top ones over the top of the page under
 * the header, scrolling away with it; bottom ones stacked at the window's bottom; side
 * ones as cards along the left or right edge from 768 px up, and under it bottom
 * sheets across the width (a card there covered the hero's title). Everything is
 * `fixed` (or `absolute`), so inside a transformed box (the settings' preview) it is
 * placed in that box instead. On the page (`stacked`), the bottom bars and the sheets
 * are layers of the floating stack (src/ui/floating-stack.ts): above the breadcrumb
 * bar, under the floating buttons, each knowing the others' heights.
 */
export function BannerGroups({ banners, render, stacked = false }: { banners: readonly VisitorBanner[]; render: (banner: VisitorBanner) => ReactNode; stacked?: boolean }) {
  const fixedTop = banners.filter(isFixedTop);
  const group = (position: VisitorBanner["position"]) => banners.filter((banner) => banner.position === position && !isFixedTop(banner));
  const top = group("top");
  const bottom = group("bottom");
  const left = group("left");
  const right = group("right");
  const side = "md:pointer-events-none md:fixed md:inset-y-0 md:z-40 flex flex-col md:w-[min(20rem,calc(100%-1.5rem))] md:gap-2 md:justify-center md:*:pointer-events-auto";
  return (
    <>
      {fixedTop.length > 0 && <div className="fixed inset-x-0 top-0 z-50 flex flex-col">{fixedTop.map(render)}</div>}
      {top.length > 0 && (
        <div className="absolute inset-x-0 z-30 flex flex-col" style={{ top: "calc(var(--onsite-banner-offset, 0px) + 4rem)" }}>
          {top.map(render)}
        </div>
      )}
      {bottom.length > 0 && (
        <div ref={stacked ? floatingLayer("banners") : undefined} className="fixed inset-x-0 bottom-0 z-40 flex flex-col" style={stacked ? { bottom: floatingBottom("banners") } : undefined}>
          {bottom.map(render)}
        </div>
      )}
      {(left.length > 0 || right.length > 0) && (
        // Under 768 px one bottom sheet across the width (its height counts in the stack); from 768 px up its box
        // dissolves (`display: contents`, no height) and each side is a column of cards along its edge.
        <div
          ref={stacked ? floatingLayer("sheets") : undefined}
          data-banner-sheet
          className="fixed inset-x-0 bottom-0 z-40 flex max-h-[50dvh] flex-col overflow-y-auto md:contents"
          style={stacked ? { bottom: floatingBottom("sheets") } : undefined}
        >
          {left.length > 0 && <div className={`${side} md:left-3`}>{left.map(render)}</div>}
          {right.length > 0 && <div className={`${side} md:right-3`}>{right.map(render)}</div>}
        </div>
      )}
    </>
  );
}
