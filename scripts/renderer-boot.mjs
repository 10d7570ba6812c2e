// Entry of the renderer thread (see serve.ts): TypeScript through tsx, then the renderer.
import { register as registerHooks } from "node:module";
import { register } from "tsx/esm/api";

register();
registerHooks("./server-only-hook.mjs", import.meta.url);
await import("./renderer.ts");
