// Where the production build lives (ONSITE_DIST_DIR, `.next` by default) and the server's bundle in it
// (scripts/build-server.mjs writes it; `npm start`, the test servers and the benchmark run it). A plain
// module, so that what only needs a path does not load esbuild.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const DIST_DIR = path.join(root, process.env.ONSITE_DIST_DIR || ".next");
export const SERVER_DIR = path.join(DIST_DIR, "onsite-server");
export const SERVER_ENTRY = path.join(SERVER_DIR, "serve.mjs");
