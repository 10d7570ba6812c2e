import type { ReactNode } from "react";
import "@/app/globals.css";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { activeLocale, type SiteParams } from "@/platform/tenancy/site-params";

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const p = await params;
  const site = await getSiteByHost(decodeURIComponent(p.host));
  return (
    <html lang={activeLocale(p.locale, site)}>
      <body className="min-h-screen bg-white text-gray-900 antialiased">{children}</body>
    </html>
  );
}
