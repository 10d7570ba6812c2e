import path from "node:path";
import { defineConfig } from "vitest/config";

// As in next.config.ts: compiled ICU messages, use-intl's format-only runtime.
// use-intl is inlined so the alias applies to its own imports too.
const deps = { inline: ["use-intl"] };
const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // Next resolves `server-only` to an empty module on the server; so do the tests, which run server code.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
  "use-intl/format-message": "use-intl/format-message/format-only",
};

// Files pinned to one database run in that database's pass only (issue 37): these start
// servers on PostgreSQL databases of their own whatever DATABASE_URL says, and the S3 file
// on PGlite; run in both passes they ran twice, identically.
const POSTGRES_ONLY = [
  "tests/api/instances.test.ts",
  "tests/api/help-instances.test.ts",
  "tests/api/database-outage.test.ts",
  "tests/api/scheduled-instances.test.ts",
];
const EMBEDDED_ONLY = ["tests/api/media-library-s3.test.ts"];
const pinnedElsewhere = process.env.DATABASE_URL ? EMBEDDED_ONLY : POSTGRES_ONLY;

// Unit files that set the time zone, stub globals, fake timers or mutate process.env, and the
// tests of modules that keep their state on globalThis (rate limits, caches, the live hub, the
// mailer): these run isolated (issue 37); the rest share one module graph per worker.
const UNIT = ["src/**/*.test.ts", "scripts/**/*.test.ts"];
const UNIT_ISOLATED = [
  "src/features/meetings/public/slots.test.ts",
  "src/features/consent/consent-client.test.ts",
  "src/features/consent/public/declared-scripts.test.ts",
  "src/platform/http/client-address.test.ts",
  "src/features/basket/store.test.ts",
  "src/platform/live/stream.test.ts",
  "src/platform/cache/front-cache.test.ts",
  "src/platform/cache/hosts.test.ts",
  "src/platform/http/rate-limit.test.ts",
  "src/platform/auth/sign-in-limiter.test.ts",
  "src/platform/mail/mail.test.ts",
  "src/platform/tenancy/site-context.test.ts",
  "src/features/heading-sections/public/view-model.test.ts",
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Pure files: worker threads, one module graph per worker (no fresh import of every module per file).
        test: { name: "unit", include: UNIT, exclude: UNIT_ISOLATED, environment: "node", server: { deps }, pool: "threads", isolate: false },
      },
      {
        resolve: { alias },
        // Files that change what the process shares (see UNIT_ISOLATED): each in a fresh module graph, in a
        // child process (a worker thread does not take process.env.TZ as its time zone).
        test: { name: "unit-isolated", include: UNIT_ISOLATED, environment: "node", server: { deps }, pool: "forks" },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          // The files share a worker's modules, as in the browser project: the support files, pg and undici
          // are imported once per worker, not once per file (every file makes its own organizations).
          isolate: false,
          server: { deps },
          include: ["tests/api/**/*.test.ts"],
          exclude: pinnedElsewhere,
          globalSetup: ["tests/support/global-server.ts"],
          // Two files share the machine and the server: a test gets 60 s (the slowest take 10 s alone).
          testTimeout: 60_000,
          // Longer than a server start may take (tests/support/server.ts gives up after 180 s, with its log).
          hookTimeout: 200_000,
          // Every file makes its own organizations on its own hosts, so two run at once (docs/decisions.md, "Test run time").
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          // The files share a worker's modules (playwright-core and the support files are imported
          // once per worker, not once per file); every file makes its own browser contexts and
          // organizations, and the setup file runs before each file as before.
          isolate: false,
          server: { deps },
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/global-server.ts"],
          // A Content-Security-Policy violation in any browser journey fails it.
          setupFiles: ["tests/support/csp-guard.ts"],
          // A journey takes 5–30 s on a quiet machine; on a slow day, beside the API tests on
          // PostgreSQL, the same journeys took 3–13 times longer (6 December: 60 s and 120 s limits
          // passed). A journey gets 120 s, the long ones 240 s: a limit catches a hang, not a slow day.
          testTimeout: 120_000,
          // Longer than a server start may take (tests/support/server.ts gives up after 180 s, with its log).
          hookTimeout: 200_000,
          // Two files at once, as in the API project: each file makes its own organizations (docs/decisions.md, "Test run time").
          fileParallelism: true,
          maxWorkers: 2,
          // A page hydrates within a second on a quiet machine, not always on two busy cores: polls wait up to 20 s.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
