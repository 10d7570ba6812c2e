import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  { ignores: [".next/**", ".next-*/**", "node_modules/**", "data/**", "drizzle/**", "next-env.d.ts", "bench/.work/**", "test-results/**"] },
  {
    // Tests read JSON answers loosely on purpose.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];
export default config;
