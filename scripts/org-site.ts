/**
 * npm run org:export -- --host HOST [--without consent,bookings] [--out FILE] > site.tar
 * npm run org:import -- --host NEW [--host-local HOST2] [--name NAME] [--without consent,bookings] [--in FILE] < site.tar
 *
 * The site's archive (docs/decisions.md "Export and import of a site"). With the embedded
 * database a running server owns the data folder: the command then asks that server (its
 * operator token in data/server.json); otherwise it opens the database itself.
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { ensureAuthSecret } from "@/platform/auth/secret";
import { closeDatabase, dataDir, openDatabase } from "@/platform/db/client";
import { readLock } from "@/platform/db/lock";
import { errorMessage } from "./org-create-remote";

export const EXPORT_USAGE = "Usage: npm run org:export -- --host HOST [--without consent,bookings] [--out FILE] > site.tar";
export const IMPORT_USAGE =
  "Usage: npm run org:import -- --host NEW_HOST [--host-local HOST] [--name NAME] [--without consent,bookings] [--in FILE] < site.tar";

/** What the command reads and writes: the test gives its own. */
export type Io = {
  log(line: string): void;
  error(line: string): void;
  write?(bytes: Uint8Array): void;
  read?(): Promise<Uint8Array>;
};

const standardIo: Io = {
  log: (line) => console.error(line), // stdout carries the archive
  error: (line) => console.error(line),
  write: (bytes) => process.stdout.write(bytes),
  read: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  },
};

class CommandError extends Error {}
function fail(message: string): never {
  throw new CommandError(message);
}

function serverOwner() {
  const server = process.env.DATABASE_URL ? null : readLock(dataDir());
  return server?.role === "server" && server.port && server.adminToken ? { port: server.port, token: server.adminToken } : null;
}

async function ask(server: { port: number; token: string }, path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${server.port}${path}`, { ...init, headers: { ...init.headers, "x-onsite-admin-token": server.token } });
  } catch {
    fail(`The server that owns the data folder (port ${server.port}) did not answer. Is it still starting? Try again.`);
  }
  if (!response.ok) fail(((await response.json().catch(() => ({}))) as { error?: string }).error ?? `The server answered ${response.status}.`);
  return response;
}

async function withDatabase<T>(work: () => Promise<T>): Promise<T> {
  ensureAuthSecret(dataDir());
  await openDatabase("cli");
  try {
    return await work();
  } catch (error) {
    fail(errorMessage(error));
  } finally {
    await closeDatabase();
  }
}

async function command(name: string, io: Io, run: () => Promise<void>): Promise<number> {
  try {
    await run();
    return 0;
  } catch (error) {
    io.error(`${name}: ${error instanceof CommandError ? error.message : errorMessage(error)}`);
    return 1;
  }
}

function options(args: string[], spec: Record<string, { type: "string" | "boolean" }>, usage: string) {
  try {
    return parseArgs({ args, options: { ...spec, help: { type: "boolean" } } }).values as Record<string, string | boolean | undefined>;
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
}

/** `npm run org:export`: the archive of the organization on --host, to stdout or --out. */
export function exportMain(args: string[], io: Io = standardIo): Promise<number> {
  return command("org:export", io, async () => {
    const values = options(args, { host: { type: "string" }, without: { type: "string" }, out: { type: "string" } }, EXPORT_USAGE);
    if (values.help) return io.log(EXPORT_USAGE);
    const host = values.host as string | undefined;
    if (!host) fail(`Missing --host.\n${EXPORT_USAGE}`);
    const without = (values.without as string | undefined) ?? "";
    const server = serverOwner();
    let bytes: Uint8Array;
    if (server) {
      const query = new URLSearchParams({ host, without });
      bytes = new Uint8Array(await (await ask(server, `/api/internal/site-export?${query}`)).arrayBuffer());
    } else {
      bytes = await withDatabase(async () => {
        const { exportSite, organizationOnHost, parseWithout, writeTar } = await import("@/features/site-export/server");
        const found = await organizationOnHost(host);
        if (!found) fail(`No organization answers on ${host}.`);
        return writeTar(await exportSite(found.id, parseWithout(without)));
      });
    }
    if (values.out) fs.writeFileSync(values.out as string, bytes);
    else if (io.write) io.write(bytes);
    io.log(`Exported ${host} (${bytes.length} bytes).`);
  });
}

/** `npm run org:import`: a new organization on --host from the archive on stdin or --in. */
export function importMain(args: string[], io: Io = standardIo): Promise<number> {
  return command("org:import", io, async () => {
    const values = options(
      args,
      { host: { type: "string" }, "host-local": { type: "string" }, name: { type: "string" }, without: { type: "string" }, in: { type: "string" } },
      IMPORT_USAGE,
    );
    if (values.help) return io.log(IMPORT_USAGE);
    const host = values.host as string | undefined;
    if (!host) fail(`Missing --host.\n${IMPORT_USAGE}`);
    const bytes = values.in ? new Uint8Array(fs.readFileSync(values.in as string)) : await io.read!();
    if (!bytes.length) fail(`No archive on the standard input.\n${IMPORT_USAGE}`);
    const without = (values.without as string | undefined) ?? "";
    const server = serverOwner();
    let result: { organization: { id: number; name: string; host: string }; media: number; members: number; counts: Record<string, number> };
    if (server) {
      const query = new URLSearchParams({
        host,
        without,
        ...(values["host-local"] ? { "host-local": values["host-local"] as string } : {}),
        ...(values.name ? { name: values.name as string } : {}),
      });
      result = (await (
        await ask(server, `/api/internal/site-import?${query}`, { method: "POST", body: bytes as BodyInit, headers: { "content-type": "application/x-tar" } })
      ).json()) as typeof result;
    } else {
      result = await withDatabase(async () => {
        const { importSite, parseWithout, readTar } = await import("@/features/site-export/server");
        let files;
        try {
          files = readTar(bytes);
        } catch (error) {
          fail((error as Error).message);
        }
        return importSite(files, {
          host,
          hostLocal: (values["host-local"] as string) ?? null,
          name: values.name as string | undefined,
          without: parseWithout(without),
        });
      });
    }
    const rows = Object.values(result.counts).reduce((a, b) => a + b, 0);
    io.log(
      `Created organization #${result.organization.id} "${result.organization.name}" on ${result.organization.host}: ${rows} records, ${result.media} media files, ${result.members} members linked by email.`,
    );
  });
}

const entry = process.argv[1] ? pathToFileURL(process.argv[1]).href : "";
if (import.meta.url === entry) {
  const which = process.env.ONSITE_SITE_COMMAND === "import" ? importMain : exportMain;
  void which(process.argv.slice(2)).then((status) => (process.exitCode = status));
}
