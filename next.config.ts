import type { NextConfig } from "next";
import { fileURLToPath } from "node:url";

const config: NextConfig = {
  // ONSITE_DIST_DIR lets parallel work keep separate builds (default .next).
  distDir: process.env.ONSITE_DIST_DIR || ".next",
  // Pages are cached in memory only (see src/platform/cache/handler.cjs): a restart
  // or a fresh database never serves HTML rendered from older data.
  cacheHandler: fileURLToPath(new URL("./src/platform/cache/handler.cjs", import.meta.url)),
  cacheMaxMemorySize: 0,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sanitize-html"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default config;
