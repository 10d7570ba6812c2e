// Entry of the renderer thread (see serve.ts): TypeScript through tsx, then the renderer.
import { register } from "tsx/esm/api";

register();
await import("./renderer.ts");
