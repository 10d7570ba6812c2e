import type { Plugin } from "esbuild";

/** The esbuild plugin of ./islands-barrels.mjs: the project's modules under `srcDir` read a feature's index as the files it re-exports. */
export function barrelImports(options: { srcDir: string }): Plugin;
