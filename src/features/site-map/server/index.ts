import "server-only";
// Server entry of the site map feature.
export { readSiteMap } from "./site-map";
