import fs from "node:fs";
import path from "node:path";

/**
 * One process owns an embedded (PGlite) data folder. The owner writes
 * `server.json` with its pid (and, for a server, its port and admin token);
 * a second owner stops with a clear message instead of corrupting the data.
 */
export type LockInfo = { pid: number; role: "server" | "cli"; port?: number; adminToken?: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The data folder ${dir} is in use by another Onsite ${holder.role === "server" ? "server" : "command"} (pid ${holder.pid}` +
        `${holder.port ? `, port ${holder.port}` : ""}). Stop it first, or set ONSITE_DATA_DIR or DATABASE_URL to use another database.`,
    );
    this.name = "DataDirLockedError";
  }
}

export function lockFile(dir: string) {
  return path.join(dir, "server.json");
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live holder of the folder, or null when nobody (or a dead process) holds it. */
export function readLock(dir: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(lockFile(dir), "utf8")) as LockInfo;
    return typeof info.pid === "number" && isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export function acquireLock(dir: string, role: LockInfo["role"]): { update(info: Partial<LockInfo>): void; release(): void } {
  fs.mkdirSync(dir, { recursive: true });
  const file = lockFile(dir);
  let info: LockInfo = { pid: process.pid, role };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw error;
      const holder = readLock(dir);
      if (holder && holder.pid !== process.pid) throw new DataDirLockedError(dir, holder);
      fs.rmSync(file, { force: true }); // left behind by a process that died
    }
  }
  const release = () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
      if (current.pid === process.pid) fs.rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return {
    update(partial) {
      info = { ...info, ...partial };
      fs.writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
    },
    release,
  };
}
