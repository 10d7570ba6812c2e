// The inline script that applies a visitor's dismissals of fixed top banners before the
// first paint (docs/decisions.md "Banners"). Plain ES5 in a string: it runs as the page's
// HTML is parsed, before any of the page's scripts (the front thread lists its hash in the
// Content-Security-Policy, as for every inline script of a page).
import { LOCALES } from "@/platform/i18n/locales";
import { DISMISSED_KEY, isFixedTop, type VisitorBanner } from "./model";

// The widget layer's values (@/features/site: TOP_OFFSET_VARIABLE, TOP_BANNER_HEIGHT_PX), written
// here because the site's index must stay out of server components' graphs; the unit test checks them.
export const OFFSET_VARIABLE = "--onsite-banner-offset";
export const BANNER_HEIGHT = 56;

/**
 * `data-banners`: `[[id, paths, endMs, startMs], …]` of the fixed top banners (0: none).
 * The server's HTML reserves 56 px for each one shown on the path (the widget layer's
 * `reserveTop`); this takes back the room of those this browser dismissed
 * (localStorage `dismissedBannerIds`, unexpired), whose end has passed or whose start
 * has not come yet by its clock,
 * so the header starts where it stays once the banners mount. Path rule: `showsOn`
 * (model.ts); a unit test runs both on the same cases.
 */
export const DISMISSAL_SCRIPT = `(function(s){try{var d=JSON.parse(s.getAttribute("data-banners")),n=Date.now(),x={},l=JSON.parse(localStorage.getItem(${JSON.stringify(DISMISSED_KEY)})||"[]"),L=${JSON.stringify(LOCALES)},i,k=0;for(i=0;i<l.length;i++)if(l[i]&&l[i].expiresAt>n)x[l[i].id]=1;var c=function(p){return"/"+p.toLowerCase().split("/").filter(Boolean).join("/")},p=c(location.pathname).split("/").filter(Boolean);if(p.length&&L.indexOf(p[0])>=0)p.shift();var h="/"+p.join("/"),on=function(ps){if(!ps.length)return true;for(var j=0;j<ps.length;j++){var q=c(ps[j]);if(q===h||(q!=="/"&&h.indexOf(q+"/")===0))return true}return false};for(i=0;i<d.length;i++)if((x[d[i][0]]||(d[i][2]&&d[i][2]<=n)||d[i][3]>n)&&on(d[i][1]))k++;if(k){var r=document.documentElement,v=parseFloat(getComputedStyle(r).getPropertyValue(${JSON.stringify(OFFSET_VARIABLE)}))||0;r.style.setProperty(${JSON.stringify(OFFSET_VARIABLE)},Math.max(0,v-${BANNER_HEIGHT}*k)+"px")}}catch(e){}})(document.currentScript)`;

/** The script's data: the fixed top banners, or null when there are none (then no script at all). */
export function dismissalScriptData(banners: readonly VisitorBanner[]): string | null {
  const fixed = banners.filter(isFixedTop);
  if (fixed.length === 0) return null;
  const ms = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);
  return JSON.stringify(fixed.map((banner) => [banner.id, banner.paths, ms(banner.end), ms(banner.start)]));
}
