import type { Metadata } from "next";
import type { ReactNode } from "react";
import { BLOCKS } from "@/app/blocks";
import { BasketSitePage, loadBasketPlans } from "@/features/basket/server";
import { Breadcrumbs } from "@/features/chrome";
import { pricingPagePath } from "@/features/sections/server";
import {
  BlogSitePage,
  blogPageNumber,
  HelpCenterSitePage,
  loadBlogSitePage,
  loadHelpCenterSitePage,
  loadProductsSitePage,
  loadSitePage,
  notFoundMetadata,
  pageMetadata,
  postListMetadata,
  productsMetadata,
  ProductsSitePage,
  SitePage,
} from "@/features/site/server";
import { translatorFor } from "@/platform/i18n/messages";
import type { Locale } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";
import type { SearchParams } from "@/platform/tenancy/site-params";

/** What a public page is asked with: the site, the page's language, its path without prefix and its query. */
export type PublicPageArgs = { site: Site; locale: Locale; path: string; query: SearchParams };

/**
 * A public page (home, pages and posts, /blog, /help-center, /basket, /products), rendered by
 * the islands renderer (./render.tsx): it loads its data, then renders its synchronous view;
 * its metadata is the page's own (the frame adds the title's template and the icon).
 */
export type PublicPage<D> = {
  load: (args: PublicPageArgs) => Promise<D>;
  View: (props: PublicPageArgs & { data: D }) => ReactNode;
  metadata: (args: PublicPageArgs) => Promise<Metadata> | Metadata;
};

const page = <D,>(route: PublicPage<D>) => route;

/** `/` and `/{slug}`: a page, a post, or the site's 404 (the `[[...path]]` route). */
export const SITE_PAGE = page({
  load: ({ site, locale, path }) => loadSitePage(BLOCKS, site, path, locale),
  View: ({ site, locale, path, data }) => <SitePage site={site} locale={locale} path={path} data={data} />,
  metadata: ({ site, locale, path }) => pageMetadata(BLOCKS, site, locale, path),
});

export const BLOG_PAGE = page({
  load: ({ site, locale, query }) => loadBlogSitePage(site, blogPageNumber(query.page), locale),
  View: ({ site, locale, query, data }) => <BlogSitePage site={site} locale={locale} page={blogPageNumber(query.page)} data={data} />,
  metadata: ({ site, locale, query }) => {
    const number = blogPageNumber(query.page);
    return number === null ? notFoundMetadata(locale) : postListMetadata(site, locale, "blog", number);
  },
});

export const HELP_CENTER_PAGE = page({
  load: ({ site, locale }) => loadHelpCenterSitePage(site, locale),
  View: ({ site, locale, data }) => <HelpCenterSitePage site={site} locale={locale} data={data} />,
  metadata: ({ site, locale }) => postListMetadata(site, locale, "help-center"),
});

// The organization's products (Global Settings → Products); its breadcrumb is the products title of the organization's type.
export const PRODUCTS_PAGE = page({
  load: ({ site, locale }) => loadProductsSitePage(site, locale),
  View: ({ site, locale, data }) => <ProductsSitePage site={site} locale={locale} data={data} />,
  metadata: ({ site, locale }) => productsMetadata(site, locale),
});

// Rendered on request and the same for every visitor (the lines are the visitor's browser's): the front cache keeps it.
export const BASKET_PAGE = page({
  load: async ({ site, locale }) => {
    const [plans, pricingPath] = await Promise.all([loadBasketPlans(site, locale), pricingPagePath(site.organization.id)]);
    return { plans, pricingPath: pricingPath ?? "/" };
  },
  View: ({ site, locale, data }) => (
    <>
      <main>
        <BasketSitePage site={site} locale={locale} plans={data.plans} pricingPath={data.pricingPath} />
      </main>
      <Breadcrumbs overrides={{ basket: { label: translatorFor(locale)("basket.title") } }} />
    </>
  ),
  // Nothing to find for a search engine: every visitor's basket is their own.
  metadata: ({ locale }) => ({ title: translatorFor(locale)("basket.title"), robots: { index: false } }),
});

/** A public page loaded and ready to render: its view's element and its metadata. */
export type PreparedPage = { view: ReactNode; metadata: Metadata };

/** Loads what `route` shows and its metadata, together (the islands renderer: ./render.tsx). */
export async function preparePage<D>(route: PublicPage<D>, args: PublicPageArgs): Promise<PreparedPage> {
  const [data, metadata] = await Promise.all([route.load(args), route.metadata(args)]);
  return { view: <route.View {...args} data={data} />, metadata };
}

/** The public pages at their own paths (without locale prefix); every other path the islands renderer takes is SITE_PAGE's. */
export const PUBLIC_PAGES: Record<string, (args: PublicPageArgs) => Promise<PreparedPage>> = {
  "/blog": (args) => preparePage(BLOG_PAGE, args),
  "/help-center": (args) => preparePage(HELP_CENTER_PAGE, args),
  "/basket": (args) => preparePage(BASKET_PAGE, args),
  "/products": (args) => preparePage(PRODUCTS_PAGE, args),
};
