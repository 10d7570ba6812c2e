import "server-only";
import { notFound, route } from "@/platform/http/errors";
import type { BlockList } from "@/features/site/server";
import { getSiteByHost, type Site } from "@/platform/tenancy/organizations";
import { SITE_NOT_FOUND } from "@/platform/tenancy/request";
import { letterMarkSvg } from "./favicon";
import { robotsTxt, sitemapXml } from "./sitemap";

async function siteOf(request: Request): Promise<Site> {
  const site = await getSiteByHost(request.headers.get("host") ?? "");
  if (!site) throw notFound(SITE_NOT_FOUND);
  return site;
}

// Public and the same for everyone; a cache revalidates them (the site may change at any save).
const PUBLIC = "public, max-age=0, must-revalidate";

/** GET /sitemap.xml of the host's site; `blocks`: the block registry (src/app/blocks.ts), for each page's translation status. */
export const sitemapRoute = (blocks: BlockList) =>
  route(
    async (request) =>
      new Response(await sitemapXml(blocks, await siteOf(request)), {
        headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC },
      }),
  );

/** GET /robots.txt of the host's site. */
export const robotsRoute = route(
  async (request) => new Response(robotsTxt(await siteOf(request)), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC } }),
);

/**
 * GET /favicon.ico: browsers ask for it whatever the page says. The site's logo
 * is its icon in the page's <head>; this answers the site's letter mark (SVG), never a 404.
 */
export const faviconRoute = route(
  async (request) =>
    new Response(letterMarkSvg(await siteOf(request)), { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" } }),
);
