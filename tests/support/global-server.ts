import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    server: { port: number; origin: string; dataDir: string; adminToken: string };
  }
}

/** One real server per test project (API or browser), on a fresh database. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("server", { port: server.port, origin: server.origin, dataDir: server.dataDir, adminToken: server.adminToken });
  return async () => {
    await server.stop();
    if (!process.env.DATABASE_URL) fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
