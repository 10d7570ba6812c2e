// A local ESLint rule for what `no-restricted-imports` cannot see (issue 19, part 7):
// - a relative import whose path leaves one feature folder for another feature's inner
//   file (`../metrics/tables` from src/features/sections/...), or leaves src/platform or
//   src/ui for any feature: the path is resolved against the importing file's folder;
// - a dynamic `import("...")` of another feature's inner file, by alias or relative path
//   (`no-restricted-imports` checks static imports and re-exports only).
// The entries are the ones eslint.config.mjs allows by alias: a feature's index.ts, its
// server/index.ts, its widgets.ts (the visitor widgets' definitions, for src/app/widgets.tsx),
// each islands/<name>.ts (one island, for src/app/islands.ts) and editing/record for editor modules.
import path from "node:path";
import { fileURLToPath } from "node:url";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src");

const FEATURE_MESSAGE =
  "Import another feature through its index.ts (@/features/name) or, on the server, its server/index.ts (@/features/name/server); editors also through @/features/editing/record.";
const LAYER_MESSAGE = "src/platform and src/ui import no feature: let the feature register with the platform instead.";

/** `src/features/<name>/<rest>` of a path relative to src (no extension, no trailing /index), else null. */
function featureOf(fromSrc) {
  const match = /^features\/([^/]+)(?:\/(.*))?$/.exec(fromSrc);
  if (!match) return null;
  const rest = (match[2] ?? "").replace(/\.(?:[cm]?[jt]sx?)$/, "").replace(/(?:^|\/)index$/, "");
  return { name: match[1], rest };
}

const isEntry = ({ name, rest }) =>
  rest === "" || rest === "server" || rest === "widgets" || /^islands\/[a-z0-9-]+$/.test(rest) || (name === "editing" && rest === "record");

/**
 * @param {string} srcDir absolute path of src/
 * @param {string} file absolute path of the linted file
 * @param {string} specifier the import's path
 * @returns {string | null} the message, or null when the import is allowed
 */
export function boundaryViolation(srcDir, file, specifier) {
  let target;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith("./") || specifier.startsWith("../")) {
    target = path
      .relative(srcDir, path.resolve(path.dirname(file), specifier))
      .split(path.sep)
      .join("/");
  } else return null;
  if (target.startsWith("../")) return null;
  const to = featureOf(target);
  if (!to) return null;
  const from = path.relative(srcDir, file).split(path.sep).join("/");
  if (/^(platform|ui)\//.test(from)) return LAYER_MESSAGE;
  const own = featureOf(from);
  if (own && own.name === to.name) return null;
  return isEntry(to) ? null : FEATURE_MESSAGE;
}

/** The path of `import(...)`'s argument when it is a plain string, else null. */
function literalPath(node) {
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Relative and dynamic imports respect the feature boundaries (DESIGN.md, folder layout)" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node, specifier, { aliasToo }) => {
      if (specifier === null) return;
      // Static imports by alias are no-restricted-imports' (one message per import).
      if (!aliasToo && !specifier.startsWith(".")) return;
      const message = boundaryViolation(SRC, file, specifier);
      if (message) context.report({ node, message: `'${specifier}': ${message}` });
    };
    const fromSource = (node) => {
      if (node.source) check(node.source, literalPath(node.source), { aliasToo: false });
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node.source, literalPath(node.source), { aliasToo: true }),
    };
  },
};

export const onsitePlugin = { rules: { "feature-boundaries": featureBoundaries } };
