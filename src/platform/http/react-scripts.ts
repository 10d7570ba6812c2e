import fs from "node:fs";
import { createRequire } from "node:module";
import vm from "node:vm";

/**
 * React's own inline scripts (its Suspense and form runtime: `$RC`, `$RS`, `$RX`, `$RR`,
 * `$RT`), written into pages that stream a boundary (the account pages). Their function
 * texts are constants of the react-dom server build Next renders with, read from it once
 * here, so a React upgrade needs no list to keep up to date; the calls after them take JSON
 * arguments (React escapes `<` in them), so a call runs nothing but React's own function.
 */
const RUNTIME =
  /stringToPrecomputedChunk\(\s*('(?:\$R[A-Z]|requestAnimationFrame\(|addEventListener\("submit")(?:[^'\\]|\\.)*'|"(?:\$R[A-Z]|requestAnimationFrame\()(?:[^"\\]|\\.)*")\s*\)/g;
const CALL = /^\$R[CSXR]\(([\s\S]*)\)$/;
const CALL_START = /\$R[CSXR]\("$/;

let runtimes: string[] | null = null;

function readRuntimes(): string[] {
  const found = new Set<string>();
  const require = createRequire(import.meta.url);
  for (const build of ["react-dom", "react-dom-experimental"]) {
    for (const file of ["react-dom-server.node.production.js", "react-dom-server.edge.production.js"]) {
      let source: string;
      try {
        source = fs.readFileSync(require.resolve(`next/dist/compiled/${build}/cjs/${file}`), "utf8");
      } catch {
        continue;
      }
      for (const [, literal] of source.matchAll(RUNTIME)) {
        const text = String(vm.runInNewContext(literal!));
        if (text.length < 20) continue;
        // "Full" constants end with the start of their first call (`…;$RC("`): the definition is what comes before.
        found.add(text.replace(CALL_START, ""));
      }
    }
  }
  return [...found].filter(Boolean).sort((a, b) => b.length - a.length);
}

const jsonArguments = (args: string) => {
  try {
    return Array.isArray(JSON.parse(`[${args}]`));
  } catch {
    return false;
  }
};

/** Reads React's runtime texts now (the front thread at start) rather than on the first page. */
export function loadReactScripts(): void {
  runtimes ??= readRuntimes();
}

/** Whether an inline script is React's: its runtime definitions (as built), then at most one call with JSON arguments. */
export function isReactScript(text: string): boolean {
  runtimes ??= readRuntimes();
  let rest = text;
  let stripped = true;
  while (stripped) {
    stripped = false;
    for (const runtime of runtimes) {
      if (rest.startsWith(runtime)) {
        rest = rest.slice(runtime.length).replace(/^;/, "");
        stripped = true;
        break;
      }
    }
  }
  if (rest === "") return text !== "";
  const call = CALL.exec(rest);
  return call !== null && jsonArguments(call[1]!);
}
