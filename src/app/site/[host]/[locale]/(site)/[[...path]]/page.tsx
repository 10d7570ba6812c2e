import { Suspense } from "react";
import { notFound } from "next/navigation";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";
import { ViewerBar } from "@/features/account";
import { EditingLayer, ViewerProvider } from "@/features/editing";
import { format, messagesFor } from "@/platform/i18n/messages";
import { loadPageSections } from "@/features/sections/server/queries";
import { PageSections } from "@/features/sections/public/page-sections";
import { SectionSkeleton } from "@/features/sections/public/section-skeleton";
import { TemplateSections } from "@/features/sections/public/template-sections";

// Rendered on request; the server's page cache (src/platform/cache) keeps the
// result until the organization's next save.
export const dynamic = "force-dynamic";

type Params = SiteParams & { path?: string[] };

export default async function SitePage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<SearchParams> }) {
  const p = await params;
  const path = "/" + (p.path ?? []).map(safeDecode).join("/");
  const { site, locale } = await resolveSite(p, path, queryString(await searchParams));
  if (path === "/") {
    const t = messagesFor(locale);
    const title = site.settings.site || site.organization.name;
    return (
      <ViewerProvider>
        <ViewerBar />
        <main>
          <section className="relative isolate overflow-hidden">
            <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-b from-blue-50/70 via-white to-white" />
            <div className="mx-auto max-w-5xl px-6 pt-24 pb-8 text-center sm:pt-32 sm:pb-12">
              <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase" data-testid="org-name">
                {site.organization.name}
              </p>
              <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-6xl" data-testid="site-title">
                {title}
              </h1>
              <p className="mt-6 text-lg text-gray-600">{format(t.welcome, { site: site.organization.name })}</p>
            </div>
          </section>
          {/* The hero does not wait for the sections; they stream in behind a skeleton on a cold render. */}
          <Suspense fallback={<SectionSkeleton />}>
            <PageSections organizationId={site.organization.id} urlPage={path} locale={locale} />
          </Suspense>
          <EditingLayer urlPage={path} />
        </main>
      </ViewerProvider>
    );
  }
  // Other paths exist only through their sections, so they must load before the 404 decision.
  const sections = await loadPageSections(site.organization.id, path);
  if (sections.length === 0) notFound();
  return (
    <ViewerProvider>
      <ViewerBar />
      <main>
        <TemplateSections sections={sections} locale={locale} />
        <EditingLayer urlPage={path} />
      </main>
    </ViewerProvider>
  );
}

/** A path segment as the visitor typed it; one that does not decode (`%`) stays as it is (and matches no page). */
function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
