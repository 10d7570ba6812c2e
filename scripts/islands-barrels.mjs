// The islands' build reads a module's imports from a feature's index.ts as imports from the files
// that index re-exports (as Next's optimizePackageImports and rspack's lazy barrels do). esbuild
// splits code by file: a chunk that imports one registration through a feature's index.ts was given
// every file that index names and any other chunk uses (issue 37: the members' editor list carried
// the schemas, zod and the HTML sanitizer for a few labels). The source keeps importing through the
// index (the linter's rule); only the build's view of it changes.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const SOURCE = /\.(ts|tsx)$/;
const INDEX = /[\\/]index\.ts$/;

/** A barrel's names, each with the file that declares it and its name there; null when the index declares anything itself. */
function readBarrel(file, cache) {
  if (cache.has(file)) return cache.get(file);
  cache.set(file, null); // a cycle reads as "not a barrel"
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const names = new Map();
  for (const statement of source.statements) {
    const reexport =
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause);
    if (!reexport) return null;
    const target = resolveRelative(path.dirname(file), statement.moduleSpecifier.text);
    if (!target) return null;
    for (const element of statement.exportClause.elements) {
      const local = (element.propertyName ?? element.name).text;
      const type = statement.isTypeOnly || element.isTypeOnly;
      // An index re-exporting an index: follow it to the declaring file.
      const inner = INDEX.test(target) ? readBarrel(target, cache)?.get(local) : undefined;
      names.set(element.name.text, inner ? { ...inner, type: type || inner.type } : { file: target, name: local, type });
    }
  }
  cache.set(file, names);
  return names;
}

function resolveRelative(dir, specifier) {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(dir, specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")])
    if (SOURCE.test(candidate) && fs.existsSync(candidate)) return candidate;
  return null;
}

/** The import declarations of `text` that name a barrel, rewritten to import from the declaring files. */
function rewrite(file, text, resolveAlias, cache) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    // Only `import { a, b as c } from "…"`: a default, a namespace or a bare import stays as written.
    if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    const target = resolveAlias(statement.moduleSpecifier.text) ?? resolveRelative(path.dirname(file), statement.moduleSpecifier.text);
    if (!target || !INDEX.test(target)) continue;
    const barrel = readBarrel(target, cache);
    if (!barrel) continue;
    const byFile = new Map();
    let complete = true;
    for (const element of clause.namedBindings.elements) {
      const found = barrel.get((element.propertyName ?? element.name).text);
      if (!found) {
        complete = false;
        break;
      }
      if (clause.isTypeOnly || element.isTypeOnly || found.type) continue; // types leave nothing in the bundle
      const specifier = found.name === element.name.text ? found.name : `${found.name} as ${element.name.text}`;
      byFile.set(found.file, [...(byFile.get(found.file) ?? []), specifier]);
    }
    if (!complete) continue;
    const relative = (to) => {
      const specifier = path.relative(path.dirname(file), to).split(path.sep).join("/");
      return specifier.startsWith(".") ? specifier : `./${specifier}`;
    };
    const imports = [...byFile].map(([from, names]) => `import { ${names.join(", ")} } from ${JSON.stringify(relative(from))};`);
    edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: imports.join(" ") });
  }
  let result = text;
  for (const edit of edits.reverse()) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return edits.length ? result : null;
}

/** The esbuild plugin: the project's own modules (under `srcDir`, `@/` for it) read through their barrels. */
export function barrelImports({ srcDir }) {
  const cache = new Map();
  const resolveAlias = (specifier) => {
    if (!specifier.startsWith("@/")) return null;
    const base = path.join(srcDir, specifier.slice(2));
    return resolveRelative(srcDir, `./${path.relative(srcDir, base)}`);
  };
  return {
    name: "barrel-imports",
    setup(build) {
      build.onLoad({ filter: SOURCE }, (args) => {
        if (!args.path.startsWith(srcDir)) return undefined;
        const text = fs.readFileSync(args.path, "utf8");
        const rewritten = rewrite(args.path, text, resolveAlias, cache);
        if (!rewritten) return undefined;
        return { contents: rewritten, loader: args.path.endsWith(".tsx") ? "tsx" : "ts", resolveDir: path.dirname(args.path) };
      });
    },
  };
}
