import { resolveHeaderStyle } from "@/features/menus";
import { loadMenu } from "@/features/menus/server";
import { translatorFor } from "@/platform/i18n/messages";
import { isLocale, localizedPath, type Locale } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";
import { headerItems } from "../model/menu";
import { CartBadge } from "../public/cart-badge";
import { DesktopMenu, type HeaderItem } from "../public/desktop-menu";
import { HeaderFrame } from "../public/header-frame";
import { HeaderLanguageSwitch } from "../public/language-switch";
import { MenuIcon } from "../public/menu-icon";
import { MobileMenu } from "../public/mobile-menu";
import { ViewerArea } from "../public/viewer-area";
import { headerVars } from "./style";

/** The languages the switch offers: the site's supported ones (its own first), when the setting asks for a switch and there are two or more. */
export function switchLocales(site: Site): string[] {
  if (!site.settings.with_language_switch) return [];
  const locales = [...new Set([site.settings.language, ...site.settings.supported_locales])].filter(isLocale);
  return locales.length > 1 ? locales : [];
}

/**
 * The public header (spec §2.3, §4), part of the cached page: the same HTML for
 * everyone. The profile/login area and the cart badge fill in on the client.
 */
export async function SiteHeader({ site, locale }: { site: Site; locale: Locale }) {
  const organizationId = site.organization.id;
  const style = resolveHeaderStyle(site.settings.header_style);
  const context = { locale, defaultLanguage: site.settings.language };
  const items: HeaderItem[] = headerItems(await loadMenu(organizationId), context, style.menu_items_are_text ?? true).map(({ iconName, ...item }) => ({
    ...item,
    icon: <MenuIcon name={iconName} />,
  }));
  const t = translatorFor(locale);
  const siteName = site.settings.site || site.organization.name;
  const { vars, background } = headerVars(style);
  const locales = switchLocales(site);
  const type = style.type === "transparent" || style.type === "fixed" ? style.type : "default";
  return (
    <>
      <HeaderFrame styleType={type} background={background} style={vars}>
        <div className="mx-auto flex h-16 max-w-(--chrome-width) items-center gap-4 px-4 sm:px-6">
          <a href={localizedPath("/", locale, site.settings.language)} aria-label={t("chrome.homeLink", { site: siteName })} data-logo className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-(--chrome-hover) focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none">
            {site.settings.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- the organization's logo, any host
              <img src={site.settings.image} alt="" className="h-9 w-auto max-w-40 object-contain" />
            ) : (
              <span className="max-w-48 truncate">{siteName}</span>
            )}
          </a>
          <DesktopMenu items={items} />
          <div className="ml-auto flex items-center gap-1">
            {locales.length > 0 && <HeaderLanguageSwitch locales={locales} />}
            <CartBadge />
            <ViewerArea />
            <MobileMenu items={items} locales={locales} />
            <div data-editor-open="header" data-editor-label="Edit header" data-editor-request={JSON.stringify({ mode: "edit", urlPage: "/", id: organizationId })} />
          </div>
        </div>
      </HeaderFrame>
      {/* The transparent header lies over the top of the page; the others take their 64 px (and any banner's). */}
      {type !== "transparent" && <div aria-hidden data-header-spacer data-site-chrome-part className="h-[calc(4rem+var(--onsite-banner-offset,0px))]" />}
    </>
  );
}
