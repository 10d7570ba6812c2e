import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  { ignores: [".next/**", ".next-*/**", "node_modules/**", "data/**", "drizzle/**", "next-env.d.ts", "bench/.work/**", "test-results/**"] },
  {
    // DESIGN.md "Folder layout": a feature is imported only through its index.ts (or,
    // from server code, its server/index.ts), never through its inner files. The editing
    // feature has one more entry, record/index.ts, for editor modules only (the frame and
    // the record hook stay out of the index every visitor's page loads). Scripts
    // (run by node outside Next) and tests are not features and may reach further.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/features/(?!editing/record$)[^/]+/(?!server$).+",
              message: "Import another feature through its index.ts (@/features/name) or, on the server, its server/index.ts (@/features/name/server); editors also through @/features/editing/record.",
            },
          ],
        },
      ],
    },
  },
  {
    // The shared layers sit under the features: src/platform and src/ui import no
    // feature (a feature that needs to plug into them registers, as the catalogs do).
    files: ["src/platform/**/*.{ts,tsx}", "src/ui/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/features(/|$)",
              message: "src/platform and src/ui import no feature: let the feature register with the platform instead.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers loosely on purpose.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];
export default config;
