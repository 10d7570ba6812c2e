import "server-only";
import { CircleUserRound } from "lucide-react";
import { resolveHeaderStyle } from "@/features/menus";
import { WidgetSlot } from "@/ui/widgets/widget-slot";
import { Island } from "@/platform/islands";
import { translatorFor } from "@/platform/i18n/messages";
import type { Locale } from "@/platform/i18n/locales";
import { publishedLocales, type Site } from "@/platform/tenancy/organizations";
import { headerItems } from "../model/menu";
import { ACCOUNT_CONTROL, ACCOUNT_ICON } from "../public/account-control";
import desktopMenu from "../islands/desktop-menu";
import headerFrame from "../islands/header-frame";
import languageSwitch from "../islands/language-switch";
import mobileMenu from "../islands/mobile-menu";
import type { ChromeData } from "./chrome-data";
import { SiteHomeLink } from "./site-home-link";
import { headerVars } from "./style";

/** The languages the switch offers: the site's supported ones (its own first), when the setting asks for a switch and there are two or more. */
export function switchLocales(site: Site): string[] {
  if (!site.settings.with_language_switch) return [];
  const locales = publishedLocales(site.settings);
  return locales.length > 1 ? locales : [];
}

/**
 * The public header (spec §2.3, §4), part of the cached page: the same HTML for
 * everyone. The profile/login area and the cart badge are visitor widgets that
 * fill their slots after hydration (src/features/site/widgets); the slots are
 * laid out so that neither moves anything when it mounts.
 */
/** The element right after the header, which the page's first paint waits for (`<link rel="expect">`). */
const HEADER_END_ID = "onsite-header-end";

export function SiteHeader({ site, locale, chrome }: { site: Site; locale: Locale; chrome: ChromeData }) {
  const organizationId = site.organization.id;
  const style = resolveHeaderStyle(site.settings.header_style);
  const context = { locale, defaultLanguage: site.settings.language };
  const items = headerItems(chrome.menu, context, style.menu_items_are_text ?? true);
  const { vars, background } = headerVars(style);
  const locales = switchLocales(site);
  const type = style.type === "transparent" || style.type === "fixed" ? style.type : "default";
  const t = translatorFor(locale);
  return (
    <>
      {/* No paint before the whole header is parsed (hoisted into <head>): a slow phone that paints a partly parsed
          page would show the right-aligned controls first and push them left as the rest arrives (a layout shift). */}
      <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
      <Island of={headerFrame} props={{ styleType: type, background, style: vars }}>
        <div className="mx-auto flex h-16 max-w-(--chrome-width) items-center gap-4 px-4 sm:px-6">
          <SiteHomeLink site={site} locale={locale} logo={chrome.logo} className="text-(--chrome-hover)" />
          <Island of={desktopMenu} props={{ items }} />
          <div className="ml-auto flex items-center gap-1">
            {/* The cart's 40 × 40 px are kept, empty while the basket is: at the start of this right-aligned row, they read as
                part of the space before it, and the cart showing up moves nothing (the row would otherwise grow to the left,
                and a few px taller than the language switch). */}
            <WidgetSlot place="header-cart" className="flex size-10 shrink-0 justify-end" />
            {locales.length > 0 && <Island of={languageSwitch} props={{ locales }} />}
            {/* As wide as the wider of Login and Profile (invisible sizers, in the page's language): whichever mounts moves nothing. */}
            <WidgetSlot place="header-account" className="hidden items-center justify-items-end md:grid *:[grid-area:1/1]">
              <span aria-hidden className={`${ACCOUNT_CONTROL} invisible`}>
                {t("chrome.login")}
              </span>
              <span aria-hidden className={`${ACCOUNT_CONTROL} invisible`}>
                <CircleUserRound className={ACCOUNT_ICON} />
                {t("chrome.profile")}
              </span>
            </WidgetSlot>
            <Island of={mobileMenu} props={{ items, locales }} />
            <div
              data-editor-open="header"
              data-editor-label="Edit header"
              data-editor-request={JSON.stringify({ mode: "edit", urlPage: "/", id: organizationId })}
            />
          </div>
        </div>
      </Island>
      <span id={HEADER_END_ID} hidden />
      {/* The transparent header lies over the top of the page; the others take their 64 px (and any banner's). */}
      {type !== "transparent" && <div aria-hidden data-header-spacer data-site-chrome-part className="h-[calc(4rem+var(--onsite-banner-offset,0px))]" />}
    </>
  );
}
