// The import graph of the project's own code (DESIGN.md "Editing": no import circle
// over 11 files). Each edge is a static value import (or re-export, or a bare
// `import "x"`), a type-only one (`import type`, or every named binding marked
// `type`), or a dynamic `import()`. Circles are the strongly connected components
// (Tarjan) of the graph restricted to some kinds of edge.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export type ImportKind = "value" | "type" | "dynamic";
export type ImportEdge = { from: string; to: string; kind: ImportKind };
export type ImportGraph = { files: string[]; edges: ImportEdge[] };

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

/** Every source file under `dirs` (relative to `root`), tests and declaration files left out. */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(rel);
      } else if (SOURCE.test(entry.name) && !/\.test\.[a-z]+$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(rel);
    }
  };
  for (const dir of dirs) walk(dir);
  return files.sort();
}

/** The module specifiers of one file's imports, with their kinds. */
export function importsOf(fileName: string, code: string): { specifier: string; kind: ImportKind }[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { specifier: string; kind: ImportKind }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: importIsTypeOnly(node) ? "type" : "value" });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (!!node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? "type" : "value" });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: "dynamic" });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, kind: "type" });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importIsTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // import "x": run for its effects
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/** The project file a specifier names (`@/` is src/), or null for a package. */
export function resolveImport(root: string, from: string, specifier: string, exists: (rel: string) => boolean): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  const stripped = base.replace(/\.(js|mjs)$/, "");
  for (const candidate of [base, ...RESOLVE_SUFFIXES.map((suffix) => stripped + suffix)]) if (exists(candidate)) return candidate;
  return null;
}

/** The import graph of the source files under `dirs`. */
export function importGraph(root: string, dirs: readonly string[]): ImportGraph {
  const files = sourceFiles(root, dirs);
  const known = new Set(files);
  const exists = (rel: string) => known.has(rel);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const { specifier, kind } of importsOf(from, fs.readFileSync(path.join(root, from), "utf8"))) {
      const to = resolveImport(root, from, specifier, exists);
      if (to && to !== from) edges.push({ from, to, kind });
    }
  }
  return { files, edges };
}

/** The strongly connected components of more than one file over the edges of `kinds` (Tarjan), largest first. */
export function circles(graph: ImportGraph, kinds: readonly ImportKind[]): string[][] {
  const next = new Map<string, string[]>(graph.files.map((file) => [file, []]));
  for (const edge of graph.edges) if (kinds.includes(edge.kind)) next.get(edge.from)?.push(edge.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.files) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = next.get(frame.node) ?? [];
      if (frame.child < targets.length) {
        const target = targets[frame.child++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, child: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found.sort((a, b) => b.length - a.length);
}

/** The circles over `limit` files, as a report that names their files (empty when there is none). */
export function circleReport(graph: ImportGraph, kinds: readonly ImportKind[], limit: number): string {
  const over = circles(graph, kinds).filter((component) => component.length > limit);
  return over
    .map((component) => `A circle of ${component.length} files through ${kinds.join(", ")} imports (limit ${limit}):\n  ${component.join("\n  ")}`)
    .join("\n\n");
}

// `npx tsx scripts/import-graph.ts`: the largest circles, by kinds of import.
if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  const graph = importGraph(process.cwd(), ["src", "scripts"]);
  const counts = { value: 0, type: 0, dynamic: 0 };
  for (const edge of graph.edges) counts[edge.kind]++;
  console.log(`${graph.files.length} files; imports: ${counts.value} static value, ${counts.type} type-only, ${counts.dynamic} dynamic`);
  for (const kinds of [["value"], ["value", "dynamic"], ["value", "dynamic", "type"]] as ImportKind[][]) {
    const found = circles(graph, kinds);
    console.log(
      `\n${kinds.join("+")}: largest circles ${
        found
          .slice(0, 5)
          .map((c) => c.length)
          .join(", ") || "none"
      }`,
    );
    if (process.argv.includes("--files")) for (const c of found.slice(0, 2)) console.log(`  ${c.join("\n  ")}\n`);
  }
}
