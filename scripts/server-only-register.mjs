// `tsx --import ./scripts/server-only-register.mjs <script>`: command-line scripts run
// server code (org:create opens the database itself; the benchmark seeds sites), so
// `import "server-only"` is an empty module for them too, as in the renderer thread.
import { register } from "node:module";

register("./server-only-hook.mjs", import.meta.url);
