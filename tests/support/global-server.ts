import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startHub } from "./hub";
import { adoptTemplate } from "./postgres-template";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    server: { port: number; origin: string; dataDir: string; adminToken: string };
    /** The origin of the test hub (./hub.ts): the shared servers of their own settings, the SMTP sink, the fake model. */
    hub: string;
  }
}

/**
 * One real server per test project (API or browser), on a fresh database (a copy of the
 * migrated, seeded template), and the hub that starts the project's shared servers with
 * settings of their own when a file first asks for one.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) await adoptTemplate(process.env.DATABASE_URL);
  const [server, hub] = await Promise.all([startServer(), startHub()]);
  // The shared servers the whole project will ask for (scripts/test.sh): started in the background, one at a time.
  hub.prestart((process.env.ONSITE_TEST_PRESTART ?? "").split(",").filter(Boolean));
  project.provide("server", { port: server.port, origin: server.origin, dataDir: server.dataDir, adminToken: server.adminToken });
  project.provide("hub", hub.origin);
  return async () => {
    await Promise.all([server.stop(), hub.stop()]);
    if (!process.env.DATABASE_URL) fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
