/**
 * The Onsite server: opens the database (PGlite in ./data unless DATABASE_URL is
 * set; one process owns the folder), applies migrations, seeds the demo site on
 * first start, then serves the production build on PORT (default 3000).
 */
import http from "node:http";
import path from "node:path";
import next from "next";
import { ensureAuthSecret } from "@/platform/auth/secret";
import { closeDatabase, dataDir, openDatabase } from "@/platform/db/client";
import { DataDirLockedError } from "@/platform/db/lock";
import { adminToken } from "@/platform/http/admin-token";
import { withFrontCache } from "@/platform/cache/front-cache";
import { seedDemo } from "@/features/organizations/seed-demo";
import { demoContent } from "./demo-content";

const root = path.resolve(import.meta.dirname, "..");

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOST ?? "0.0.0.0";
  ensureAuthSecret(dataDir());

  let database;
  try {
    database = await openDatabase("server");
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\nOnsite cannot start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (await seedDemo(demoContent)) console.log("Seeded the demo site (see README for the demo accounts).");

  const app = next({ dev: false, dir: root, hostname: "localhost", port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer(withFrontCache((req, res) => handle(req, res)));
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, resolve);
  });
  const actualPort = (server.address() as { port: number }).port;
  database.lock?.update({ port: actualPort, adminToken: adminToken() });
  console.log(`Onsite is serving on http://localhost:${actualPort} (${database.kind})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    server.closeAllConnections();
    server.close();
    await closeDatabase().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
