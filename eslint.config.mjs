import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { onsitePlugin } from "./scripts/eslint/feature-boundaries.mjs";

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "data/**",
      "drizzle/**",
      "public/_onsite/islands/**",
      "next-env.d.ts",
      "bench/.work/**",
      "test-results/**",
    ],
  },
  {
    // DESIGN.md "Folder layout": a feature is imported only through its index.ts (or,
    // from server code, its server/index.ts), never through its inner files. The editing
    // feature has one more entry, record/index.ts, for editor modules only (the frame, the
    // record hook, undo, translation fields stay out of the index every visitor's page
    // loads). A feature's
    // widgets.ts ("use client", its visitor widgets' definitions) is an entry too, for
    // src/app/widgets.tsx: visitors' pages then load the definitions without the rest of
    // the feature's index (its settings list, its editor entries). Each islands/<name>.ts
    // (one island's definition, src/platform/islands) is an entry for src/app/islands.ts,
    // so each island's code is a chunk of its own. Scripts (run by
    // node outside Next) keep the same rule (issue 38); tests may reach further.
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.{ts,tsx,mjs}"],
    ignores: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    plugins: { onsite: onsitePlugin },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/features/(?!editing/record$)[^/]+/(?!server$|widgets$|islands/[a-z0-9-]+$).+",
              message:
                "Import another feature through its index.ts (@/features/name) or, on the server, its server/index.ts (@/features/name/server); editors also through @/features/editing/record.",
            },
          ],
        },
      ],
      // What that rule cannot see: a relative path that leaves the feature folder for
      // another feature's inner file (or leaves src/platform, src/ui for any feature),
      // and a dynamic import() of another feature's inner file (scripts/eslint/).
      "onsite/feature-boundaries": "error",
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
    // Issue 36: a form pressed before its scripts run is sent by the browser as it is
    // written; without `method` that is a GET carrying the fields in the address (a
    // password in the history and the logs). Every <form> says method="post" and names
    // the address that answers it.
    files: ["src/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message:
            'Every <form> needs method="post" (and an action the server answers): without it a press before the scripts run sends the fields in the address.',
        },
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='action']))",
          message: "Every <form> needs an action the server answers (a route that takes the POST), so a press before the scripts run goes somewhere.",
        },
        {
          selector: "JSXOpeningElement[name.name='form'] > JSXAttribute[name.name='method'][value.value!=/^post$/i]",
          message: 'A <form> posts (method="post"): a GET puts what it holds in the address.',
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
