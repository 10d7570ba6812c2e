// Runs in the browser before the app (Next's client instrumentation hook).
//
// zod compiles object parsers with `new Function` unless told not to; its probe for
// that runs (and is refused) under the site's Content-Security-Policy, which allows no
// eval (docs/decisions.md, "Content-Security-Policy"). Parsing works the same without.
// zod takes its configuration from this shared object when it loads (zod/v4/core,
// `globalConfig`); setting it here, rather than calling zod's `config()`, keeps zod
// itself out of what every visitor downloads: only editors load it.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
