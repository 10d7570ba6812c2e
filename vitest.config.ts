import path from "node:path";
import { defineConfig } from "vitest/config";

// As in next.config.ts: compiled ICU messages, use-intl's format-only runtime.
// use-intl is inlined so the alias applies to its own imports too.
const deps = { inline: ["use-intl"] };
const alias = { "@": path.resolve(import.meta.dirname, "src"), "use-intl/format-message": "use-intl/format-message/format-only" };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["src/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node", server: { deps } },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          server: { deps },
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/global-server.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          server: { deps },
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/global-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
