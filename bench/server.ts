/** Starts the real Onsite server (tests/support/server.ts) for one database, with clean-up. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "../tests/support/server";
import type { BenchDatabase } from "./database";
import { onCleanUp } from "./lifecycle";

export type BenchServer = RunningServer & { stopAndRemove(): Promise<void> };

export async function startBenchServer(database: BenchDatabase): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onsite-bench-"));
  const removeDir = onCleanUp(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let server: RunningServer;
  try {
    // The product's own password hash cost (an empty setting), not the cheaper one the test servers get.
    server = await startServer({ dataDir, env: { ...database.env, NEXT_TELEMETRY_DISABLED: "1", ONSITE_PASSWORD_COST: "" } });
  } catch (error) {
    await removeDir();
    throw error;
  }
  const stop = onCleanUp(`stop server on port ${server.port}`, () => server.stop());
  return {
    ...server,
    stopAndRemove: async () => {
      await stop();
      await removeDir();
    },
  };
}
