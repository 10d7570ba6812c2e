import type { NextConfig } from "next";
import { fileURLToPath } from "node:url";
import { DEVELOPMENT_POLICY } from "./src/platform/http/csp";

const FORMAT_MESSAGE = "use-intl/format-message";
const FORMAT_ONLY = "use-intl/format-message/format-only";

const config: NextConfig = {
  // ONSITE_DIST_DIR lets parallel work keep separate builds (default .next).
  distDir: process.env.ONSITE_DIST_DIR || ".next",
  // Pages are cached in memory only (see src/platform/cache/handler.cjs): a restart
  // or a fresh database never serves HTML rendered from older data.
  cacheHandler: fileURLToPath(new URL("./src/platform/cache/handler.cjs", import.meta.url)),
  cacheMaxMemorySize: 0,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sanitize-html"],
  poweredByHeader: false,
  // Metadata (title, description, canonical, hreflang, Open Graph) always in the <head>, for every
  // user agent: Next streams it at the end of the <body> for other than its listed bots whenever
  // generateMetadata resolves after the shell (a busy render), which is invalid HTML (a <title>
  // under <body>) and a page's bytes that depend on timing. `/.*/` is Next's documented way to
  // turn streaming metadata off (docs: next.config.js htmlLimitedBots).
  htmlLimitedBots: /.*/,
  // Route modules load when first asked for, not all at start: a server holds the
  // code of the routes it serves (a public site uses a handful), about 100 MB less.
  // A CI run builds from a fresh clone once: Turbopack's file-system cache would be written
  // (a minute and a half on two cores) and never read.
  experimental: { preloadEntriesOnStart: false, turbopackFileSystemCacheForBuild: !process.env.CI },
  // `npm test` runs `tsc --noEmit` over the whole project before it builds, and fails first:
  // the build does not type-check the same files a second time (issue 37).
  typescript: { ignoreBuildErrors: true },
  // UI texts are ICU messages compiled on the server (src/platform/i18n/messages.ts):
  // use-intl formats them with its format-only runtime, so no ICU parser ships to
  // visitors (what next-intl's `precompile` does; next-intl itself is not installable).
  turbopack: { resolveAlias: { [FORMAT_MESSAGE]: FORMAT_ONLY } },
  webpack(webpackConfig: { resolve: { alias: Record<string, string> } }) {
    webpackConfig.resolve.alias[FORMAT_MESSAGE + "$"] = FORMAT_ONLY;
    return webpackConfig;
  },
  typedRoutes: false,
  // Every response (pages, not-found pages, API): scripts from this origin only, no
  // plugins, no foreign <base> or form targets, no framing by other sites, no MIME
  // sniffing, no full URLs leaked to other origins (DESIGN: errors and security). The
  // server's front thread adds them to each answer that has not set its own (an SVG's
  // sandbox, the meeting cancel page's strict policy and `no-referrer` stay as their
  // routes wrote them), and writes each HTML answer's policy with the hashes of the
  // inline scripts the product wrote (src/platform/http/csp.ts). Headers set here would
  // overwrite the routes' own, so they are only for `next dev`, which has no front
  // thread and evals its scripts (it gets the policy without script-src).
  async headers() {
    // The islands' scripts (scripts/build-islands.mjs) have content-hashed names: a browser keeps them for a year.
    const islands = { source: "/_onsite/islands/:file([^/]+\\.js)", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] };
    if (process.env.NODE_ENV !== "development") return [islands];
    return [
      islands,
      {
        source: "/:path*",
        headers: [
          { key: "Content-Security-Policy", value: DEVELOPMENT_POLICY },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ];
  },
};

export default config;
