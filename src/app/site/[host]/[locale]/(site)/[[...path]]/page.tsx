import { Suspense } from "react";
import { notFound } from "next/navigation";
import { resolveSite, type SiteParams } from "@/platform/tenancy/site-params";
import { ViewerBar } from "@/features/account/viewer-bar";
import { format, messagesFor } from "@/platform/i18n/messages";
import { loadPageSections } from "@/features/sections/server/queries";
import { SectionEditLayer } from "@/features/sections/editor/edit-layer";
import { PageSections } from "@/features/sections/public/page-sections";
import { SectionSkeleton } from "@/features/sections/public/section-skeleton";
import { TemplateSections } from "@/features/sections/public/template-sections";

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
  if (path === "/") {
    const t = messagesFor(locale);
    const title = site.settings.site || site.organization.name;
    return (
      <>
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
          <SectionEditLayer urlPage={path} />
        </main>
      </>
    );
  }
  // Other paths exist only through their sections, so they must load before the 404 decision.
  const sections = await loadPageSections(site.organization.id, path);
  if (sections.length === 0) notFound();
  return (
    <>
      <ViewerBar />
      <main>
        <TemplateSections sections={sections} locale={locale} />
        <SectionEditLayer urlPage={path} />
      </main>
    </>
  );
}
