"use client";

import { useId, useState } from "react";
import { colorTokenToCss } from "@/platform/style/tokens";
import { readableTextColor } from "@/platform/style/contrast";
import { useOptionalSite } from "@/platform/tenancy/site-context";
import { BANNER_OPEN_STATES, BANNER_POSITIONS } from "../constants";
import { parseDismissal } from "../duration";
import { isFixedTop, type VisitorBanner } from "../model";
import { bannerName } from "../shape";
import { BannerGroups, BannerView } from "../public/banner-view";

type Loose = Record<string, unknown>;
const obj = (value: unknown): Loose => (value && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : {});
const str = (value: unknown) => (typeof value === "string" ? value : "");
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T | null) =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** The words of typed HTML, never the HTML itself: what is typed here is not sanitized yet (the server does that on save). */
function words(html: string): string {
  if (!html.trim()) return "";
  return new DOMParser().parseFromString(html, "text/html").body.textContent?.replace(/\s+/g, " ").trim() ?? "";
}

/** A banner of the settings' draft as a visitor would see it (texts in the site's own language). */
export function previewBanner(item: Loose, index: number): VisitorBanner {
  const content = obj(item.content);
  const link = obj(content.link);
  const background = colorTokenToCss(str(content.banner_background)) ? str(content.banner_background) : "gray-900";
  const chosen = colorTokenToCss(str(content.banner_content_style)) ? str(content.banner_content_style) : null;
  const html = words(str(content.customContent));
  return {
    id: typeof item.id === "number" ? item.id : -1 - index,
    position: oneOf(BANNER_POSITIONS, item.position, "top")!,
    closable: item.type === "closed",
    fixed: item.is_fixed_above_navbar === true,
    text: html || str(content.text) || "Banner text",
    html: null,
    icon: str(content.icon) || null,
    link: str(link.url) ? { url: str(link.url), label: str(link.label), external: link.isExternal === true } : null,
    landing: null,
    openState: oneOf(BANNER_OPEN_STATES, item.open_state, null),
    background: colorTokenToCss(background)!,
    color: colorTokenToCss(readableTextColor([background], chosen))!,
    dismissMs: parseDismissal(str(item.dismissal_duration)),
    paths: [],
    // The preview shows the banner whenever it starts.
    start: null,
    end: str(item.end_date_promotion) || null,
    countdown: item.end_date_promotion_is_displayed === true,
  };
}

const WIDTHS = { desktop: { label: "Desktop", px: 1280 }, mobile: { label: "Mobile", px: 390 } } as const;

/**
 * Global Settings → Banners: a live preview of one banner of the draft, in its position
 * (a fixed top banner above a stand-in header, which it pushes down by 56 px) and, on
 * request, expanded to its open state, at desktop or mobile width, scaled to fit. It
 * follows every change in the form at once; formatted HTML shows as its words until saved.
 */
export default function BannersPreview({ banners }: { banners: readonly Loose[] }) {
  const site = useOptionalSite();
  const id = useId();
  const [chosen, setChosen] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [width, setWidth] = useState<keyof typeof WIDTHS>("desktop");
  const [now] = useState(() => Date.now());
  if (banners.length === 0) return null;
  const index = Math.min(chosen, banners.length - 1);
  const banner = previewBanner(banners[index]!, index);
  const offset = isFixedTop(banner) ? 56 : 0;
  const px = WIDTHS[width].px;
  const scale = width === "desktop" ? 0.5 : 0.8;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-gray-200 p-3" data-banner-preview>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
        Preview
      </h3>
      <div className="flex flex-wrap items-end gap-3 text-sm text-gray-800">
        {banners.length > 1 && (
          <label className="flex flex-col gap-1">
            Banner
            <select className="rounded-md border border-gray-300 px-2 py-1" value={index} onChange={(e) => setChosen(Number(e.target.value))}>
              {banners.map((item, i) => (
                <option key={i} value={i}>
                  {bannerName(item) || `New banner ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={expanded && !!banner.openState} disabled={!banner.openState} onChange={(e) => setExpanded(e.target.checked)} />
          Show expanded{banner.openState ? "" : " (this banner does not expand)"}
        </label>
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">Preview width</legend>
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((key) => (
            <label key={key} className="flex items-center gap-1">
              <input type="radio" name={`${id}-width`} checked={width === key} onChange={() => setWidth(key)} />
              {WIDTHS[key].label} {WIDTHS[key].px} px
            </label>
          ))}
        </fieldset>
        <span className="text-gray-600">Shown at {Math.round(scale * 100)}%</span>
      </div>
      <div className="overflow-hidden rounded-md border border-gray-300 bg-gray-100" style={{ width: px * scale, height: 480 * scale }}>
        {/* The transform makes this box the place of the banners' fixed and absolute parts. */}
        <div
          aria-label={`Preview of ${bannerName(banners[index]) || "the banner"} at ${px} px`}
          role="group"
          className="relative origin-top-left bg-white"
          style={{ width: px, height: 480, transform: `scale(${scale})`, ["--onsite-banner-offset" as string]: `${offset}px` }}
          inert
        >
          <div className="absolute inset-x-0 flex h-16 items-center border-b border-gray-200 bg-white px-6 text-gray-900" style={{ top: offset }}>
            <span className="font-semibold">{site?.siteTitle || "Your site"}</span>
            <span className="ml-auto text-sm text-gray-600">Menu</span>
          </div>
          <div className="space-y-3 px-6 text-gray-700" style={{ paddingTop: offset + 64 + 24 }}>
            <div className="h-6 w-2/3 rounded bg-gray-200" />
            <div className="h-4 w-full rounded bg-gray-100" />
            <div className="h-4 w-5/6 rounded bg-gray-100" />
          </div>
          <BannerGroups
            banners={[banner]}
            render={(b) => (
              <BannerView
                key={`${b.id}-${b.openState}-${expanded}`}
                banner={b}
                now={now}
                locale={site?.locale ?? "en"}
                defaultLanguage={site?.defaultLanguage ?? "en"}
                onDismiss={b.closable ? () => undefined : undefined}
                initiallyOpen={expanded}
                portal={false}
              />
            )}
          />
        </div>
      </div>
    </section>
  );
}
