/**
 * npm start: refuses at once when another server owns the embedded data folder
 * (before building, so a running server's build is never replaced under it),
 * builds when needed, then serves from the server's bundle (scripts/build-server.mjs) in a
 * process of its own, without tsx's loader.
 */
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { dataDir } from "@/platform/db/client";
import { DataDirLockedError, readLock } from "@/platform/db/lock";
import { SERVER_ENTRY } from "./build-paths.mjs";

const holder = process.env.DATABASE_URL ? null : readLock(dataDir());
if (holder) {
  console.error(`\nOnsite cannot start: ${new DataDirLockedError(dataDir(), holder).message}\n`);
  process.exit(1);
}
execFileSync(process.execPath, [path.join(import.meta.dirname, "ensure-build.mjs")], { stdio: "inherit" });
const server = spawn(process.execPath, [SERVER_ENTRY], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
