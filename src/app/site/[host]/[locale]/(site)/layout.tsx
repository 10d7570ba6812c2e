import type { ReactNode } from "react";
import type { Metadata } from "next";
import { SiteProvider } from "@/platform/tenancy/site-context";
import { messagesFor } from "@/platform/i18n/messages";
import { resolveSite, type SiteParams } from "@/platform/tenancy/site-params";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { BreadcrumbSpacer, ChromeGate } from "@/features/chrome";
import { SiteFooter, SiteHeader } from "@/features/chrome/server";
import { ViewerProvider } from "@/features/editing";
import { siteLocales } from "@/features/site/server";
import { SiteWidgets } from "@/app/widgets";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = await getSiteByHost(decodeURIComponent((await params).host));
  const name = site?.settings.site || site?.organization.name || "Onsite";
  // The logo is the site's icon; without one, /favicon.ico answers the site's letter mark.
  return { title: { default: name, template: `%s – ${name}` }, icons: { icon: site?.settings.image || "/favicon.ico" } };
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site, locale } = await resolveSite(await params);
  return (
    <SiteProvider
      value={{
        organization: { id: site.organization.id, name: site.organization.name, type: site.organization.type },
        siteTitle: site.settings.site,
        locale,
        timeZone: site.settings.time_zone,
        defaultLanguage: site.settings.language,
        languages: siteLocales(site),
        messages: messagesFor(locale),
      }}
    >
      {/* One session check per page view, shared by the visitor widgets (the header's profile area…) and the page's editing layer. */}
      <ViewerProvider>
        {/* Visitor widgets mount into the slots of this HTML after hydration (src/app/widgets.tsx). */}
        <SiteWidgets>
          <ChromeGate>
            <SiteHeader site={site} locale={locale} />
          </ChromeGate>
          {children}
          <ChromeGate>
            <SiteFooter site={site} locale={locale} />
            {/* The breadcrumb bar itself is the page's (it names the page's crumb by its title). */}
            <BreadcrumbSpacer />
          </ChromeGate>
        </SiteWidgets>
      </ViewerProvider>
    </SiteProvider>
  );
}
