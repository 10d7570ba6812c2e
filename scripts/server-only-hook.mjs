// Module hook of the server's own threads: `import "server-only"` marks a module that
// must never reach a browser bundle (Next enforces that when it builds). The renderer
// thread IS the server, so here the import is an empty module: server code such as
// the demo seed (scripts/demo) may use the features' server entries.
// The messages are compiled (src/platform/i18n/messages.ts): use-intl formats them with
// its format-only runtime here too, as next.config.ts and vitest.config.ts alias it (the
// islands renderer formats in this thread).
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  if (specifier === "use-intl/format-message") return nextResolve("use-intl/format-message/format-only", context);
  return nextResolve(specifier, context);
}
