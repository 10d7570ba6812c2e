import type { ReactNode } from "react";
import "@/app/globals.css";
import { answerNotFound } from "@/platform/http/response-status";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { activeLocale, appSiteRoute, type SiteParams } from "@/platform/tenancy/site-params";
import SiteNotFound from "./not-found";

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const p = await params;
  const site = await getSiteByHost(decodeURIComponent(p.host));
  // No site answers on this host: its 404 page, rendered here rather than through
  // notFound(), which a production build answers with an empty page (src/platform/http/response-status.ts).
  if (!site) answerNotFound();
  // A visitor's page in a draft language is in the site's own language (its 404, or a redirect to it).
  const route = site ? await appSiteRoute(p) : null;
  const lang = route?.kind === "site" || route?.kind === "missing" ? route.locale : activeLocale(p.locale, site);
  return (
    <html lang={lang}>
      <body className="min-h-screen bg-white text-gray-900 antialiased">{site ? children : <SiteNotFound />}</body>
    </html>
  );
}
