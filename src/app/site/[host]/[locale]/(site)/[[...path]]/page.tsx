import { notFound } from "next/navigation";
import { resolveSite, type SiteParams } from "@/platform/tenancy/site-params";
import { ViewerBar } from "@/features/account/viewer-bar";
import { format, messagesFor } from "@/platform/i18n/messages";

// Every host and path renders on first visit and is then served from the cache
// until a save expires the organization's tag (see src/platform/cache).
export const dynamic = "force-static";
export function generateStaticParams() {
  return [];
}

type Params = SiteParams & { path?: string[] };

export default async function SitePage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const path = "/" + (p.path ?? []).map(decodeURIComponent).join("/");
  const { site, locale } = await resolveSite(p, path);
  if (path !== "/") notFound();
  const t = messagesFor(locale);
  const title = site.settings.site || site.organization.name;
  return (
    <>
      <ViewerBar />
      <main>
        <section className="mx-auto max-w-5xl px-6 py-24 text-center">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase" data-testid="org-name">
            {site.organization.name}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-6xl" data-testid="site-title">
            {title}
          </h1>
          <p className="mt-6 text-lg text-gray-600">{format(t.welcome, { site: site.organization.name })}</p>
        </section>
      </main>
    </>
  );
}
