import "server-only";
// Server entry of the SEO feature: the sitemap, robots.txt and the favicon of each site.
export { faviconRoute, robotsRoute, sitemapRoute } from "./routes";
export { letterMarkSvg } from "./favicon";
