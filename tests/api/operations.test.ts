import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { api, server, signUp, unique } from "../support/client";
import { ROOT } from "../support/server";
import { main } from "../../scripts/org-create";

const run = promisify(execFile);
const TSX = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");
/** What `npm run org:create` runs after `tsx` (package.json), so the test starts the command as users do. */
const ORG_CREATE = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts["org:create"]!.split(
  " ",
).slice(1);

type Outcome = { code: number; stdout: string; stderr: string };

/** The command line as users start it: a process of its own (its argument parsing and exit status). */
function orgCreateCommand(args: string[]): Promise<Outcome> {
  return run(process.execPath, [TSX, ...ORG_CREATE, ...args], {
    cwd: ROOT,
    env: { ...process.env, ONSITE_DATA_DIR: server().dataDir },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/**
 * The same command's `main(argv)` in this process (tsx compiling it for each case cost 3 to
 * 8 s a start): what it prints and the status the command line would exit with.
 */
async function orgCreate(args: string[]): Promise<Outcome> {
  const output = { stdout: "", stderr: "" };
  const previous = process.env.ONSITE_DATA_DIR;
  process.env.ONSITE_DATA_DIR = server().dataDir;
  try {
    const code = await main(args, { log: (line: string) => (output.stdout += `${line}\n`), error: (line: string) => (output.stderr += `${line}\n`) });
    return { code, ...output };
  } finally {
    if (previous === undefined) delete process.env.ONSITE_DATA_DIR;
    else process.env.ONSITE_DATA_DIR = previous;
  }
}

describe("npm run org:create while the server runs", () => {
  // The one case that starts the command line (tsx compiles it first): 25 s seen on a loaded machine.
  it("creates an organization that answers on its host, and is idempotent", { timeout: 120_000 }, async () => {
    const host = `${unique("cli")}.localhost`;
    const name = unique("Cli Co ");
    const args = ["--name", name, "--host", host, "--owner-email", `${unique("o")}@example.com`, "--owner-password", "cli-password-1"];
    // Started as users start it, once; the other cases call the same command's main().
    const first = await orgCreateCommand(args);
    expect(first.stderr).not.toMatch(/org:create:/);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`Created organization #\\d+ "${name}" on ${host.replace(/\./g, "\\.")}`));
    const page = await api(host, "/");
    expect(page.status).toBe(200);
    expect(page.body).toContain(name);

    const again = await orgCreate(args);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/Updated organization .* \(already the owner, password unchanged\)/);
  });

  it("refuses an account someone already registered unless --existing-account is given", async () => {
    const stranger = await signUp("localhost");
    const host = `${unique("cli")}.localhost`;
    const args = ["--name", "Adopted Co", "--host", host, "--owner-email", stranger.email, "--owner-password", "cli-password-1"];
    const refused = await orgCreate(args);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The account ${stranger.email} already exists`);
    expect(refused.stderr).toContain("--existing-account");
    expect((await api(host, "/")).status).toBe(404);

    const accepted = await orgCreate([...args, "--existing-account"]);
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toContain(`owner ${stranger.email} (existing account made owner with --existing-account`);
    // The running server hears of the new organization through PostgreSQL's notification (its host was
    // looked up, and remembered as unknown, just above): asynchronous, so the answer is waited for.
    await expect.poll(async () => (await api(host, "/api/session", { token: stranger.token })).body.role).toBe("owner");
  });

  it("stops with a clear error for bad input and changes nothing", async () => {
    const missing = await orgCreate(["--name", "No Host"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Missing --host, --owner-email, --owner-password");

    const host = `${unique("bad")}.localhost`;
    const badEmail = await orgCreate(["--name", "Bad", "--host", host, "--owner-email", "not-an-email", "--owner-password", "long-enough-1"]);
    expect(badEmail.code).toBe(1);
    expect(badEmail.stderr).toContain("The owner email is not a valid email address.");
    expect((await api(host, "/")).status).toBe(404);

    const shortPassword = await orgCreate(["--name", "Bad", "--host", host, "--owner-email", "a@b.co", "--owner-password", "short"]);
    expect(shortPassword.stderr).toContain("at least 8 characters");
  });

  it("refuses a host that another organization already uses", async () => {
    const host = `${unique("taken")}.localhost`;
    const base = ["--host", host, "--owner-password", "cli-password-1"];
    expect((await orgCreate(["--name", "First", ...base, "--owner-email", `${unique("a")}@example.com`])).code).toBe(0);
    const clash = await orgCreate([
      "--name",
      "Second",
      "--host-local",
      host,
      "--host",
      `${unique("other")}.localhost`,
      "--owner-email",
      `${unique("b")}@example.com`,
      "--owner-password",
      "cli-password-1",
    ]);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain("already used by the organization");
  });
});

describe.skipIf(!!process.env.DATABASE_URL)("the embedded database's data folder", () => {
  it("a second `npm start` on the same folder stops with a clear message", async () => {
    const child = spawn(process.execPath, [TSX, "scripts/start.ts"], {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", ONSITE_DATA_DIR: server().dataDir },
    });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("Onsite cannot start");
    expect(output).toContain(`is in use by another Onsite server (pid`);
    // The first server still serves.
    expect((await api("localhost", "/")).status).toBe(200);
  });
});
