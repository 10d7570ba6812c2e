// Module hook of the server's own threads: `import "server-only"` marks a module that
// must never reach a browser bundle (Next enforces that when it builds). The renderer
// thread IS the server, so here the import is an empty module: server code such as
// the demo seed (scripts/demo) may use the features' server entries.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return nextResolve(specifier, context);
}
