import { Suspense } from "react";
import { notFound } from "next/navigation";
import { ViewerBar } from "@/features/account";
import { EditingLayer, ViewerProvider } from "@/features/editing";
import type { Locale } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";
import { loadPage } from "@/features/pages/server";
import { loadPageBlocks } from "../server/registry";
import { InsertSlot } from "./block-frame";
import { HomeHero } from "./home-hero";
import { BlockList, BlocksSkeleton, PageBlocks } from "./page-blocks";

/**
 * A public page: the home page `/`, or a page of the posts table at `/{slug}`
 * (a path that only has blocks, from before pages existed, renders too). Its
 * blocks come through the block registry. An unknown path is a 404.
 */
export async function SitePage({ site, locale, path }: { site: Site; locale: Locale; path: string }) {
  const organizationId = site.organization.id;
  if (path === "/") {
    return (
      <PageShell urlPage={path}>
        <HomeHero site={site} locale={locale} />
        {/* The hero does not wait for the blocks; they stream in behind a skeleton on a cold render. */}
        <Suspense fallback={<BlocksSkeleton />}>
          <PageBlocks organizationId={organizationId} urlPage={path} locale={locale} />
        </Suspense>
      </PageShell>
    );
  }
  // The page and its blocks decide between a page and a 404, so they load before anything renders.
  const [page, blocks] = await Promise.all([loadPage(organizationId, path), loadPageBlocks(organizationId, path)]);
  if (!page && blocks.length === 0) notFound();
  return (
    <PageShell urlPage={path}>
      {blocks.length > 0 ? (
        <>
          {/* The blocks carry their own headings; the page's title still heads the document. */}
          {page && <h1 className="sr-only">{page.title}</h1>}
          <BlockList blocks={blocks} locale={locale} />
        </>
      ) : (
        <div className="mx-auto max-w-5xl px-6 pt-24 pb-16 text-center sm:pt-32">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{page!.title}</h1>
          {page!.description && <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600">{page!.description}</p>}
          <InsertSlot index={0} emptyPage />
        </div>
      )}
    </PageShell>
  );
}

function PageShell({ urlPage, children }: { urlPage: string; children: React.ReactNode }) {
  return (
    <ViewerProvider>
      <ViewerBar />
      <main>
        {children}
        <EditingLayer urlPage={urlPage} />
      </main>
    </ViewerProvider>
  );
}
