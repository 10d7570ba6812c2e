import type { ReactNode } from "react";
import type { Metadata } from "next";
import { SiteProvider } from "@/platform/tenancy/site-context";
import { messagesFor } from "@/platform/i18n/messages";
import { resolveSite, type SiteParams } from "@/platform/tenancy/site-params";
import { getSiteByHost } from "@/platform/tenancy/organizations";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = await getSiteByHost(decodeURIComponent((await params).host));
  const name = site?.settings.site || site?.organization.name || "Onsite";
  return { title: { default: name, template: `%s · ${name}` } };
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site, locale } = await resolveSite(await params);
  return (
    <SiteProvider
      value={{
        organization: { id: site.organization.id, name: site.organization.name, type: site.organization.type },
        siteTitle: site.settings.site,
        locale,
        defaultLanguage: site.settings.language,
        messages: messagesFor(locale),
      }}
    >
      {children}
    </SiteProvider>
  );
}
