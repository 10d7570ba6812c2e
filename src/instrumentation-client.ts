// Runs in the browser before the app (Next's client instrumentation hook).
import { config } from "zod";

// zod compiles object parsers with `new Function` unless told not to; its probe for
// that runs (and is refused) under the site's Content-Security-Policy, which allows no
// eval (docs/decisions.md, "Content-Security-Policy"). Parsing works the same without.
config({ jitless: true });
