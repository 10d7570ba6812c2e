import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PREFIX = "onsite-test-template-";
/** What a migrated, seeded database is made from: the migrations and every source the seed runs. */
const INPUTS = ["drizzle", "src", "scripts", "public/_onsite/demo", "tests/support/make-template.ts"];

function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

/** Names what the template is made of: changes with any of its sources (or the demo's password). */
export function templateKey(): string {
  return crypto
    .createHash("sha256")
    .update(INPUTS.map((input) => `${input}:${newest(path.join(ROOT, input))}`).join("\n"))
    .update(process.env.ONSITE_DEMO_PASSWORD ?? "")
    .digest("hex")
    .slice(0, 16);
}

/**
 * Where the PostgreSQL template's media library files are kept (the demo's photographs):
 * the template database names them, so servers on a copy of it get a copy of these
 * (./server.ts). The embedded template keeps them in its data folder, copied whole.
 */
export const templateUploadsDir = () => path.join(os.tmpdir(), `onsite-test-pg-template-uploads-${templateKey()}`);

/**
 * The password hash cost of the test servers and the template's demo accounts (log2 of scrypt's N;
 * src/platform/auth/password.ts): the suite makes about 2,000 hashes a run, 150 ms of CPU each at
 * the product's default of 14, 10 ms at 10. Each hash names its cost, so the code that checks a
 * password is the same at any cost. A run may ask for another (ONSITE_PASSWORD_COST).
 */
export const testPasswordCost = () => ({ ONSITE_PASSWORD_COST: process.env.ONSITE_PASSWORD_COST || "10" });

/** Runs tests/support/make-template.ts with `env` (ONSITE_DATA_DIR, and DATABASE_URL for PostgreSQL). */
export function makeTemplate(env: NodeJS.ProcessEnv) {
  try {
    execFileSync(
      process.execPath,
      [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "--import", "./scripts/server-only-register.mjs", "tests/support/make-template.ts"],
      {
        cwd: ROOT,
        env: { ...env, ...testPasswordCost(), NODE_ENV: "production" },
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
  } catch (error) {
    throw new Error(
      `The migrated, seeded template database could not be made (tests/support/make-template.ts exited with ${(error as { status?: number }).status})`,
    );
  }
}

/**
 * The folder of an embedded database already migrated and seeded with the demo site,
 * made once per change of its sources and kept in the system's temporary folder. A
 * server start copies it (0.2-0.3 s for about 40 MB) instead of migrating a fresh
 * PGlite and seeding the demo (12-26 s on a quiet machine, 90-140 s on a busy one).
 * Several test workers may ask at once: each makes its own copy and the first to
 * rename it into place wins (a rename of a folder onto an existing one fails).
 */
export function embeddedTemplate(): string {
  const key = templateKey();
  const template = path.join(os.tmpdir(), PREFIX + key);
  if (fs.existsSync(path.join(template, "pglite"))) return template;
  const making = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}making-`));
  const env: NodeJS.ProcessEnv = { ...process.env, ONSITE_DATA_DIR: making };
  delete env.DATABASE_URL;
  try {
    makeTemplate(env);
  } catch (error) {
    fs.rmSync(making, { recursive: true, force: true });
    throw error;
  }
  try {
    fs.renameSync(making, template);
  } catch {
    fs.rmSync(making, { recursive: true, force: true }); // another worker's copy is in place
  }
  // Templates of older sources are of no further use (a day later: another checkout may use its own).
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (name.startsWith(PREFIX) && name !== PREFIX + key && Date.now() - fs.statSync(other).mtimeMs > 86_400_000)
      fs.rmSync(other, { recursive: true, force: true });
  }
  return template;
}

/** A new data folder holding a copy of the migrated, seeded template. */
export function copyOfTemplate(): string {
  const template = embeddedTemplate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onsite-test-"));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
