import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENTRY } from "../../scripts/build-paths.mjs";
import { copyOfTemplate, templateUploadsDir, testPasswordCost } from "./template";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export type RunningServer = {
  port: number;
  origin: string;
  dataDir: string;
  adminToken: string;
  process: ChildProcess;
  /** The last 64 kB the server printed (stdout and stderr), for a failing assertion's message. */
  log(): string;
  stop(): Promise<void>;
};

const LOG_TAIL = 64 * 1024;

/**
 * Starts the real server (scripts/serve.ts on the production build) on a free
 * port with its own data folder, and waits until it answers.
 */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  // A fresh embedded database is a copy of the migrated, seeded template (./template.ts).
  const embedded = !(options.env?.DATABASE_URL ?? process.env.DATABASE_URL);
  const dataDir = options.dataDir ?? (embedded ? copyOfTemplate() : fs.mkdtempSync(path.join(os.tmpdir(), "onsite-test-")));
  const adminToken = `test-${Math.random().toString(36).slice(2)}${Date.now()}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    ONSITE_DATA_DIR: dataDir,
    ONSITE_ADMIN_TOKEN: adminToken,
    NODE_ENV: "production",
    ...testPasswordCost(),
    ...options.env,
  };
  // Servers on one PostgreSQL database share one uploads folder, as a real deployment must (the media library refuses otherwise).
  if (env.DATABASE_URL && !env.ONSITE_UPLOADS_DIR && !env.ONSITE_S3_BUCKET) {
    env.ONSITE_UPLOADS_DIR = path.join(os.tmpdir(), `onsite-test-uploads-${crypto.createHash("sha256").update(env.DATABASE_URL).digest("hex").slice(0, 12)}`);
    // The files the template database names (the demo's photographs), for a database copied from it.
    const template = templateUploadsDir();
    if (fs.existsSync(template))
      fs.cpSync(template, env.ONSITE_UPLOADS_DIR, { recursive: true, force: false, filter: (source) => !source.includes(".instances") });
  }
  // The server's bundle (scripts/build-server.mjs), as `npm start` runs it; scripts/serve.ts under tsx before a build made one.
  const entry = fs.existsSync(SERVER_ENTRY) ? [SERVER_ENTRY] : [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/serve.ts"];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    // Migrations and the demo seed on a fresh PGlite take over a minute on a busy machine.
    const timer = setTimeout(() => reject(new Error(`Server did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/serving on http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off("data", onData);
        child.stderr!.off("data", onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code} before it started:\n${output}`));
    });
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-LOG_TAIL);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", (chunk: Buffer) => {
    keep(chunk);
    if (process.env.ONSITE_TEST_LOGS) process.stderr.write(chunk);
  });
  return {
    port,
    origin: `http://localhost:${port}`,
    dataDir,
    adminToken,
    process: child,
    log: () => output,
    stop: () => stopProcess(child),
  };
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
