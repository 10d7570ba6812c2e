/**
 * The Onsite server. Two threads:
 * - this one, the front: listens on PORT (default 3000), refuses broken URLs and
 *   methods an address does not take, redirects paths to their canonical spelling,
 *   answers cached pages from memory (src/platform/cache front cache), stamps the
 *   real client address, writes each HTML answer's Content-Security-Policy, and
 *   forwards everything else to
 * - the renderer thread (renderer.ts): database, migrations, demo seed, Next.
 * Cache hits never touch the thread that runs Next, whose per-request machinery
 * (async context tracking for every async operation) would slow them down; the
 * cache versions are shared memory, so a save is seen here at once.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import v8 from "node:v8";
import { Worker } from "node:worker_threads";
import { cachedHost, cacheState, reportRenderReads, withFrontCache } from "@/platform/cache/server";
import { stampClientAddress, trustedProxyHops } from "@/platform/http/client-address";
import { redirectToCanonicalPath } from "@/platform/http/canonical-path";
import { refuseMalformedPath } from "@/platform/http/malformed-url";
import { answerMethodNotAllowed, methodVerdict, PAGE_METHODS } from "@/platform/http/methods";
import { forwarder } from "./forward";
import { ISLANDS_PATH, islandsFiles } from "./islands-files";
import type { FromRenderer, ToRenderer } from "./renderer-messages";

/**
 * The renderer thread's entry: beside this file when it runs bundled (scripts/build-server.mjs, in the
 * build folder), else its tsx boot in scripts/. The project's folder is the nearest one above with
 * next.config.ts (the build folder, which has a package.json of its own, may be anywhere inside it:
 * ONSITE_DIST_DIR).
 */
const bundled = fs.existsSync(path.join(import.meta.dirname, "renderer.mjs"));
const rendererEntry = path.join(import.meta.dirname, bundled ? "renderer.mjs" : "renderer-boot.mjs");
let root = path.resolve(import.meta.dirname, "..");
while (!fs.existsSync(path.join(root, "next.config.ts")) && path.dirname(root) !== root) root = path.dirname(root);

/**
 * V8 lets a heap grow to about twice what survived its last full collection (up to
 * four times) before it collects again: the renderer, which keeps about 190 MB alive
 * while serving 1,000 sites, then sits at 500 MB. Growing by half keeps it near
 * 300 MB for the same renders (docs/decisions.md, "Server memory").
 * ONSITE_HEAP_GROWING_PERCENT=0 leaves V8's own choice. Set before the renderer's
 * thread starts (the flag is the process's).
 */
function limitHeapGrowth() {
  const value = process.env.ONSITE_HEAP_GROWING_PERCENT ?? "50";
  const percent = Number(value);
  if (!/^\d+$/.test(value.trim())) console.warn(`ONSITE_HEAP_GROWING_PERCENT=${value} is not a whole number of percent: V8 chooses.`);
  else if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

async function main() {
  limitHeapGrowth();
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOST ?? "0.0.0.0";
  const secret = crypto.randomBytes(24).toString("base64url");
  const renderer = new Worker(rendererEntry, { workerData: { root, secret, onsiteCache: cacheState.shared } });
  const send = (message: ToRenderer) => renderer.postMessage(message);
  let stopping = false;

  const lookups = new Map<number, (organizationId: number | null) => void>();
  let lookupId = 0;
  // Host lookups are the renderer's (it has the database), remembered here under the shared versions.
  const findOrganization = (host: string) =>
    cachedHost(
      host,
      () =>
        new Promise<number | null>((resolve) => {
          const id = ++lookupId;
          lookups.set(id, resolve);
          send({ type: "host", id, host });
        }),
    );

  const originLookups = new Map<number, (origins: string[]) => void>();
  // The origins of the scripts a host's organization declared (its pages' script-src); the renderer reads them.
  const declaredOrigins = (host: string) =>
    new Promise<string[]>((resolve) => {
      const id = ++lookupId;
      originLookups.set(id, resolve);
      send({ type: "scriptOrigins", id, host });
    });

  let onStopped = () => {};
  const ready = new Promise<{ port: number; kind: string }>((resolve) => {
    renderer.on("message", (message: FromRenderer) => {
      if (message.type === "ready") resolve(message);
      else if (message.type === "host") {
        lookups.get(message.id)?.(message.organizationId);
        lookups.delete(message.id);
      } else if (message.type === "scriptOrigins") {
        originLookups.get(message.id)?.(message.origins);
        originLookups.delete(message.id);
      } else if (message.type === "reads") {
        reportRenderReads(message.id, message);
      } else if (message.type === "fatal") {
        console.error(`\nOnsite cannot start: ${message.message}\n`);
        process.exit(1);
      } else if (message.type === "stopped") onStopped();
    });
  });
  renderer.on("error", (error) => {
    console.error(error);
    process.exit(1);
  });
  renderer.on("exit", (code) => {
    if (!stopping) {
      console.error(`The renderer stopped (exit code ${code}).`);
      process.exit(1);
    }
  });
  const internal = await ready;

  const { forward, allowOf } = forwarder(internal.port, secret, declaredOrigins);
  const hops = trustedProxyHops();
  const cached = withFrontCache(
    (req, res) => {
      stampClientAddress(req, hops);
      forward(req, res);
    },
    findOrganization,
    (id) => send({ type: "redirectHit", id }),
  );
  // The islands' scripts, gzipped once and answered from memory (Next would send them uncompressed).
  const islandFile = islandsFiles(path.join(root, "public", ISLANDS_PATH));
  const server = http.createServer((req, res) => {
    if (refuseMalformedPath(req, res)) return;
    if (islandFile(req, res)) return;
    // Before the cache and every personal-page decision: they read the path as written.
    if (redirectToCanonicalPath(req, res)) return;
    const verdict = methodVerdict(req);
    if (verdict === "page") return answerMethodNotAllowed(req, res, PAGE_METHODS);
    if (verdict === "route") return void allowOf(req).then((allow) => answerMethodNotAllowed(req, res, allow));
    cached(req, res);
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, resolve);
  });
  const actualPort = (server.address() as { port: number }).port;
  send({ type: "listening", port: actualPort });
  console.log(`Onsite is serving on http://localhost:${actualPort} (${internal.kind})`);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    server.closeAllConnections();
    server.close();
    const done = () => process.exit(0);
    onStopped = done;
    send({ type: "stop" });
    setTimeout(done, 10_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
