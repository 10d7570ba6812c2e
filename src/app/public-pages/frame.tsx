import type { ReactNode } from "react";
import type { SiteContextValue } from "@/platform/tenancy/site-context";
import { SiteProvider } from "@/platform/tenancy/site-context";
import { messagesFor } from "@/platform/i18n/messages";
import type { Locale } from "@/platform/i18n/locales";
import { draftLocales, type Site } from "@/platform/tenancy/organizations";
import { BreadcrumbSpacer, ChromeGate } from "@/features/chrome";
import { loadChrome, SiteFooter, SiteHeader } from "@/features/chrome/server";
// The basket's texts (basket.*: the pricing cards' buttons, /basket) join the catalog when its server entry loads.
import "@/features/basket/server";
// The listings' texts (listings.*) for real estate sections, registered in the catalog by their server entry.
import "@/features/listings/server";
import { PathProvider } from "@/platform/path";
// The reviews section's texts (reviews.*) join the catalog when the reviews feature's server entry loads.
import "@/features/reviews/server";
import { siteLocales } from "@/features/site/server";
import { WidgetSlot } from "@/ui/widgets/widget-slot";
// The contact form's texts (messages.*) join the catalog when the messages feature's server entry loads.
import "@/features/messages/server";
// The video placeholders' texts (embeds.*: YouTube and Vimeo wait for consent) join the catalog when the embeds' server entry loads.
import "@/features/embeds/server";
// The cookie banner's and privacy dialog's texts (consent.*) join the catalog when the consent feature's server entry loads.
import { privacyLogo } from "@/features/consent/server";
// The banners live now (in the page's language) and their texts (banners.*), from the banners feature's server entry.
import { BannerDismissalScript, visitorBanners } from "@/features/banners/server";
// Whether the site offers meetings to book (the Schedule Meeting button shows only then).
import { offersMeetings } from "@/features/meetings/server";
import { SiteEditing } from "@/app/editing";
import { SiteWidgets } from "@/app/widgets";

/**
 * The site layout of every site page (src/app/site/[host]/[locale]/(site)/layout.tsx),
 * shared by the App Router and the islands renderer (src/app/public-pages/render.tsx):
 * its data loaded before the render, its view synchronous.
 */
export async function loadSiteFrame(site: Site, locale: Locale) {
  const [banners, meetings, chrome] = await Promise.all([visitorBanners(site.organization.id, locale), offersMeetings(site.organization.id), loadChrome(site)]);
  return { banners, meetings, chrome };
}

/** The layout's title: the site's name, and "%s – {site}" around a page's own title. */
export function siteTitle(site: Site | null) {
  const name = site?.settings.site || site?.organization.name || "Onsite";
  return { default: name, template: `%s – ${name}` };
}

/** The logo is the site's icon; without one, /favicon.ico answers the site's letter mark. */
export const siteIcon = (site: Site | null) => site?.settings.image || "/favicon.ico";

export type SiteFrameData = Awaited<ReturnType<typeof loadSiteFrame>>;

/** The site's settings every component of the page reads (useSite()), without the messages. */
export function siteSettings(site: Site, locale: Locale, { banners, meetings }: SiteFrameData): Omit<SiteContextValue, "messages"> {
  return {
    organization: { id: site.organization.id, name: site.organization.name, type: site.organization.type },
    siteTitle: site.settings.site,
    locale,
    timeZone: site.settings.time_zone,
    defaultLanguage: site.settings.language,
    languages: siteLocales(site),
    draftLanguages: draftLocales(site.settings),
    privacyLogo: privacyLogo(site.settings),
    banners,
    meetings,
  };
}

/** `path` and `search`: the address the visitor asked for (usePath() and useSearch() render with it; the viewer is a store of its own: src/platform/session). */
export function SiteFrame({
  site,
  locale,
  frame,
  path,
  search,
  children,
}: {
  site: Site;
  locale: Locale;
  frame: SiteFrameData;
  path: string;
  search: string;
  children: ReactNode;
}) {
  const { banners, chrome } = frame;
  return (
    <SiteProvider value={{ ...siteSettings(site, locale, frame), messages: messagesFor(locale) }}>
      <PathProvider path={path} search={search}>
        {/* For members, the editing shell mounts into the page's editing slot (src/app/editing.tsx). */}
        <SiteEditing>
          {/* Visitor widgets mount into the slots of this HTML after hydration (src/app/widgets.tsx). */}
          <SiteWidgets>
            {/* Before the header: a visitor's dismissed fixed top banners give back their room before the first paint. */}
            <BannerDismissalScript banners={banners} />
            <ChromeGate>
              {/* Empty for everyone: the cookie banner mounts here, first in the keyboard's order (it floats at the bottom). */}
              <WidgetSlot place="page-start" />
              <SiteHeader site={site} locale={locale} chrome={chrome} />
            </ChromeGate>
            {children}
            <ChromeGate>
              <SiteFooter site={site} locale={locale} chrome={chrome} />
              {/* The breadcrumb bar itself is the page's (it names the page's crumb by its title). */}
              <BreadcrumbSpacer />
            </ChromeGate>
          </SiteWidgets>
        </SiteEditing>
      </PathProvider>
    </SiteProvider>
  );
}
