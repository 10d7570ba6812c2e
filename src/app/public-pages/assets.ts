import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

/** What the islands renderer's documents link: the site pages' stylesheets (Next's build), the islands' entry and its preloads (the islands' build). */
export type DocumentAssets = { stylesheets: string[]; entry: string | null; preload: string[] };

/**
 * A route of Next's build under the site's layouts that is always there (the sign-in form): its
 * manifest names the stylesheets of those layouts, the site's whole stylesheet (Tailwind's
 * globals.css, built from every source file), which the public pages link too.
 */
const SITE_PAGE_ROUTE = "/site/[host]/[locale]/(site)/login/page";
/** The site's layouts in that manifest: only their stylesheets, not the sign-in page's own. */
const SITE_LAYOUT = /\/src\/app\/site\/\[host\]\/\[locale\]\/(\(site\)\/)?layout$/;

/**
 * The stylesheets Next built for the site's layouts, from a route's client reference
 * manifest (`entryCSSFiles`: per layout and page, the CSS chunks it links), in the
 * order the App Router links them.
 */
export function siteStylesheets(distDir: string): string[] {
  const file = path.join(distDir, "server/app", `${SITE_PAGE_ROUTE}_client-reference-manifest.js`);
  const context: { globalThis?: Record<string, unknown>; __RSC_MANIFEST?: Record<string, { entryCSSFiles?: Record<string, { path: string }[]> }> } = {};
  context.globalThis = context as Record<string, unknown>;
  vm.runInNewContext(fs.readFileSync(file, "utf8"), context);
  const manifest = context.__RSC_MANIFEST?.[SITE_PAGE_ROUTE];
  if (!manifest?.entryCSSFiles) throw new Error(`No stylesheets in ${file}: rebuild (npm run build).`);
  const files = Object.entries(manifest.entryCSSFiles)
    .filter(([entry]) => SITE_LAYOUT.test(entry))
    .flatMap(([, entries]) => entries.map((entry) => `/_next/${entry.path}`));
  if (files.length === 0) throw new Error(`No stylesheet of the site's layouts in ${file}: rebuild (npm run build).`);
  return [...new Set(files)];
}

/** The islands' browser build (public/_onsite/islands/manifest.json); none before it is built (the page then has no script). */
export function islandsEntry(root: string): Pick<DocumentAssets, "entry" | "preload"> {
  const file = path.join(root, "public/_onsite/islands/manifest.json");
  if (!fs.existsSync(file)) return { entry: null, preload: [] };
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { entry?: string; preload?: string[] };
  return { entry: manifest.entry ?? null, preload: manifest.preload ?? [] };
}

/**
 * The site paths (without locale prefix) that stay the App Router's: every page route
 * of Next's build under the site's routes (login, register, account, admin, tickets, …),
 * read from its app-path-routes manifest, so a new
 * route added to src/app/site is Next's without a list to update here.
 */
export function nextSitePages(distDir: string): Set<string> {
  const routes = JSON.parse(fs.readFileSync(path.join(distDir, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
  const prefix = "/site/[host]/[locale]";
  const pages = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route.startsWith(prefix)) continue;
    const page = route.slice(prefix.length) || "/";
    if (page.includes("[")) continue;
    pages.add(page);
  }
  return pages;
}

export function documentAssets(root: string, distDir: string): DocumentAssets {
  return { stylesheets: siteStylesheets(distDir), ...islandsEntry(root) };
}
