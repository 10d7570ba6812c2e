/**
 * npm start: refuses at once when another server owns the embedded data folder
 * (before building, so a running server's build is never replaced under it),
 * builds when needed, then serves.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { dataDir } from "@/platform/db/client";
import { DataDirLockedError, readLock } from "@/platform/db/lock";

const holder = process.env.DATABASE_URL ? null : readLock(dataDir());
if (holder) {
  console.error(`\nOnsite cannot start: ${new DataDirLockedError(dataDir(), holder).message}\n`);
  process.exit(1);
}
execFileSync(process.execPath, [path.join(import.meta.dirname, "ensure-build.mjs")], { stdio: "inherit" });
await import("./serve");
