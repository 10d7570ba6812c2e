import type { ReactNode } from "react";
import type { Metadata } from "next";
import { SiteProvider } from "@/platform/tenancy/site-context";
import { messagesFor } from "@/platform/i18n/messages";
import { resolveSite, type SiteParams } from "@/platform/tenancy/site-params";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { BreadcrumbSpacer, ChromeGate } from "@/features/chrome";
import { SiteFooter, SiteHeader } from "@/features/chrome/server";
// The basket's texts (basket.*: the pricing cards' buttons, /basket) join the catalog when its server entry loads.
import "@/features/basket/server";
// The listings' texts (listings.*) for real estate sections, registered in the catalog by their server entry.
import "@/features/listings/server";
import { ViewerProvider } from "@/platform/session";
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

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = await getSiteByHost(decodeURIComponent((await params).host));
  const name = site?.settings.site || site?.organization.name || "Onsite";
  // The logo is the site's icon; without one, /favicon.ico answers the site's letter mark.
  return { title: { default: name, template: `%s – ${name}` }, icons: { icon: site?.settings.image || "/favicon.ico" } };
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site, locale } = await resolveSite(await params);
  const [banners, meetings] = await Promise.all([visitorBanners(site.organization.id, locale), offersMeetings(site.organization.id)]);
  return (
    <SiteProvider
      value={{
        organization: { id: site.organization.id, name: site.organization.name, type: site.organization.type },
        siteTitle: site.settings.site,
        locale,
        timeZone: site.settings.time_zone,
        defaultLanguage: site.settings.language,
        languages: siteLocales(site),
        privacyLogo: privacyLogo(site.settings),
        banners,
        meetings,
        messages: messagesFor(locale),
      }}
    >
      {/* One session check per page view, shared by the visitor widgets (the header's profile area…) and the page's editing layer: the only ViewerProvider. */}
      <ViewerProvider>
        {/* For members, the editing shell mounts into the page's editing slot (src/app/editing.tsx). */}
        <SiteEditing>
          {/* Visitor widgets mount into the slots of this HTML after hydration (src/app/widgets.tsx). */}
          <SiteWidgets>
            {/* Before the header: a visitor's dismissed fixed top banners give back their room before the first paint. */}
            <BannerDismissalScript banners={banners} />
            <ChromeGate>
              {/* Empty for everyone: the cookie banner mounts here, first in the keyboard's order (it floats at the bottom). */}
              <WidgetSlot place="page-start" />
              <SiteHeader site={site} locale={locale} />
            </ChromeGate>
            {children}
            <ChromeGate>
              <SiteFooter site={site} locale={locale} />
              {/* The breadcrumb bar itself is the page's (it names the page's crumb by its title). */}
              <BreadcrumbSpacer />
            </ChromeGate>
          </SiteWidgets>
        </SiteEditing>
      </ViewerProvider>
    </SiteProvider>
  );
}
