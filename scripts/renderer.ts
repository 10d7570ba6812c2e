/**
 * The renderer thread: owns the database (PGlite in ./data unless DATABASE_URL is
 * set), applies migrations, seeds the demo site on first start, runs Next, and
 * answers on an internal loopback port only requests the front thread forwards
 * (they carry its secret). Cache versions are shared with the front thread
 * (src/platform/cache/state.ts).
 */
import http from "node:http";
import next from "next";
import { parentPort, workerData } from "node:worker_threads";
import { ensureAuthSecret } from "@/platform/auth/secret";
import { listenForInvalidations, newRenderReads, RENDER_ID_HEADER, renderReads } from "@/platform/cache/server";
import { listenForLiveEvents } from "@/platform/live/listen";
import { closeDatabase, dataDir, openDatabase } from "@/platform/db/client";
import { DataDirLockedError } from "@/platform/db/lock";
import { adminToken } from "@/platform/http/admin-token";
import { withResponseStatus } from "@/platform/http/response-status";
import { resolveOrganizationId } from "@/platform/tenancy/organizations";
import { seedDemo } from "@/features/organizations/server";
import { declaredScriptOrigins } from "@/features/consent/server";
import { claimMediaStorage, SharedDiskStorageError } from "@/features/media-library/server";
import { islandsRenderer } from "@/app/public-pages/handler";
import { answerRedirect } from "@/app/public-pages/redirects";
import { countRedirectHit } from "@/features/redirects/server";
import { startScheduledChanges } from "@/features/scheduling/server";
import { startCpuProfile } from "./cpu-profile";
import { demoContent } from "./demo-content";
import { FRONT_SECRET_HEADER, type FromRenderer, type ToRenderer } from "./renderer-messages";

const { root, secret } = workerData as { root: string; secret: string };
const port = parentPort!;
const send = (message: FromRenderer) => port.postMessage(message);

async function start() {
  // ONSITE_CPU_PROFILE_DIR: this thread's CPU profile, written when the server stops (bench/profile-render.ts).
  const profileDir = process.env.ONSITE_CPU_PROFILE_DIR;
  const stopProfile = profileDir ? await startCpuProfile(profileDir, "renderer") : async () => "";
  ensureAuthSecret(dataDir());
  let database;
  try {
    database = await openDatabase("server");
  } catch (error) {
    if (error instanceof DataDirLockedError) return send({ type: "fatal", message: error.message });
    throw error;
  }
  // Instances that share a database must share their media (S3 or one folder): refuse to start otherwise.
  let releaseMedia = async () => {};
  if (database.kind === "postgres") {
    try {
      releaseMedia = await claimMediaStorage(database.db);
    } catch (error) {
      if (error instanceof SharedDiskStorageError) return send({ type: "fatal", message: error.message });
      throw error;
    }
  }
  if (await seedDemo(demoContent)) console.log("Seeded the demo site (see README for the demo accounts).");
  // Several instances may share a PostgreSQL database: each hears the others' saves.
  const stopCacheListener = database.kind === "postgres" ? await listenForInvalidations(process.env.DATABASE_URL!) : async () => {};
  // ...and the live channel's events (chat, inbox, saves) published on any of them.
  const stopLiveListener = database.kind === "postgres" ? await listenForLiveEvents(process.env.DATABASE_URL!) : async () => {};
  const stopListening = () => Promise.all([stopCacheListener(), stopLiveListener()]);
  // Scheduled publishing (issue 43 §1): due changes applied every few seconds, each by one instance, from the
  // moment the front thread serves (below, "listening"): a failure's mail then links to the port it serves on.
  let stopSchedule: (() => void) | null = null;

  const app = next({ dev: false, dir: root, hostname: "localhost", port: Number(process.env.PORT ?? 3000) });
  await app.prepare();
  const nextHandle = app.getRequestHandler();
  // Public pages rendered here with react-dom/server (src/app/public-pages); the API and the personal pages by Next.
  const islands = islandsRenderer(root);
  const render = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const page = islands.takes(req);
    return page ? islands.answer(req, res, page) : nextHandle(req, res);
  };
  // An address the organization redirects (issue 43 §2) is answered before either renderer runs.
  const handle = (req: http.IncomingMessage, res: http.ServerResponse): Promise<unknown> =>
    answerRedirect(req, res).then(
      (answered) => (answered ? undefined : render(req, res)),
      () => render(req, res),
    );
  const server = http.createServer((req, res) => {
    // Only the front thread may talk to the renderer: it stamps the client address.
    if (req.headers[FRONT_SECRET_HEADER] !== secret) {
      res.writeHead(403).end();
      return;
    }
    delete req.headers[FRONT_SECRET_HEADER];
    // A site page that renders its own 404 content answers 404 (src/platform/http/response-status.ts).
    const renderId = req.headers[RENDER_ID_HEADER];
    if (typeof renderId !== "string") return void withResponseStatus(req, res, () => handle(req, res));
    delete req.headers[RENDER_ID_HEADER];
    // A page the front may keep: what its render reads is reported before its answer ends.
    const reads = newRenderReads();
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      send({ type: "reads", id: renderId, untracked: reads.untracked, dependencies: reads.dependencies });
      return end(...args);
    }) as typeof res.end;
    void renderReads.run(reads, () => withResponseStatus(req, res, () => handle(req, res)));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  port.on("message", (message: ToRenderer) => {
    if (message.type === "host") {
      resolveOrganizationId(message.host).then(
        (organizationId) => send({ type: "host", id: message.id, organizationId }),
        () => send({ type: "host", id: message.id, organizationId: null }),
      );
    } else if (message.type === "scriptOrigins") {
      // The declared scripts' origins of the host's organization, for its pages' script-src (none for an unknown host).
      resolveOrganizationId(message.host)
        .then((organizationId) => (organizationId === null ? [] : declaredScriptOrigins(organizationId)))
        .then(
          (origins) => send({ type: "scriptOrigins", id: message.id, origins }),
          () => send({ type: "scriptOrigins", id: message.id, origins: [] }),
        );
    } else if (message.type === "redirectHit") {
      countRedirectHit(message.id);
    } else if (message.type === "listening") {
      // Links the server writes for local hosts (sitemap, canonical, mail) use the port it serves on.
      process.env.ONSITE_LISTEN_PORT = String(message.port);
      database.lock?.update({ port: message.port, adminToken: adminToken() });
      stopSchedule ??= startScheduledChanges();
    } else if (message.type === "stop") {
      stopSchedule?.();
      server.closeAllConnections();
      server.close();
      void stopListening()
        .then(() => releaseMedia())
        .then(() => closeDatabase())
        .then(() => stopProfile())
        .catch(() => {})
        .finally(() => send({ type: "stopped" }));
    }
  });
  send({ type: "ready", port: (server.address() as { port: number }).port, kind: database.kind });
}

start().catch((error) => send({ type: "fatal", message: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
