/**
 * npm run org:create -- --name NAME --host HOST --owner-email EMAIL --owner-password PASSWORD
 *   [--host-local HOST2] [--type TYPE] [--owner-name NAME] [--site-title TITLE] [--language LANG] [--languages LANG,LANG] [--existing-account]
 *
 * Idempotent. An account that already exists with the owner email (anyone can
 * register one on any site) becomes the owner only with --existing-account. With the embedded database, a running server owns the data
 * folder: the command then asks that server (through its operator token in
 * data/server.json) to create the organization; otherwise it opens the
 * database itself.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { ensureAuthSecret } from "@/platform/auth/secret";
import { closeDatabase, dataDir, openDatabase } from "@/platform/db/client";
import { readLock } from "@/platform/db/lock";
import { errorMessage, createThroughServer } from "./org-create-remote";

const USAGE =
  "Usage: npm run org:create -- --name NAME --host HOST --owner-email EMAIL --owner-password PASSWORD [--host-local HOST] [--type TYPE] [--owner-name NAME] [--site-title TITLE] [--language LANG] [--languages LANG,LANG] [--existing-account]";

/** A refusal the command prints (prefixed `org:create:`) before it exits with 1. */
class CommandError extends Error {}

/**
 * The command itself, given its arguments (after `--`): prints what it did and answers
 * the exit status (the test calls it in-process; the command line below runs it once).
 */
export async function main(args: string[], print: Pick<Console, "log" | "error"> = console): Promise<number> {
  try {
    await run(args, print);
    return 0;
  } catch (error) {
    print.error(`org:create: ${error instanceof CommandError ? error.message : errorMessage(error)}`);
    return 1;
  }
}

async function run(args: string[], print: Pick<Console, "log" | "error">) {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        name: { type: "string" },
        host: { type: "string" },
        "host-local": { type: "string" },
        type: { type: "string" },
        "owner-email": { type: "string" },
        "owner-password": { type: "string" },
        "owner-name": { type: "string" },
        "site-title": { type: "string" },
        language: { type: "string" },
        languages: { type: "string" },
        "existing-account": { type: "boolean" },
        help: { type: "boolean" },
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    print.log(USAGE);
    return;
  }
  const missing = ["name", "host", "owner-email", "owner-password"].filter((k) => !values[k as keyof typeof values]);
  if (missing.length) fail(`Missing ${missing.map((m) => `--${m}`).join(", ")}.\n${USAGE}`);

  const input = {
    name: values.name,
    host: values.host,
    hostLocal: values["host-local"],
    type: values.type,
    ownerEmail: values["owner-email"],
    ownerPassword: values["owner-password"],
    ownerName: values["owner-name"],
    siteTitle: values["site-title"],
    language: values.language,
    supportedLocales: values.languages
      ?.split(",")
      .map((l) => l.trim())
      .filter(Boolean),
    existingAccount: values["existing-account"] ?? false,
  };

  const server = process.env.DATABASE_URL ? null : readLock(dataDir());
  let result;
  if (server?.role === "server" && server.port && server.adminToken) {
    result = await createThroughServer(server.port, server.adminToken, input);
  } else {
    ensureAuthSecret(dataDir());
    await openDatabase("cli");
    try {
      const { createOrganization } = await import("@/features/organizations/server");
      result = await createOrganization(input as never);
    } catch (error) {
      fail(errorMessage(error));
    } finally {
      await closeDatabase();
    }
  }
  const { organization, owner, created, ownerAccount } = result!;
  const ownerNote = {
    new: "new account",
    owner: "already the owner, password unchanged",
    existing: "existing account made owner with --existing-account, its own password unchanged; --owner-password was not used",
  }[ownerAccount];
  print.log(
    `${created.organization ? "Created" : "Updated"} organization #${organization.id} "${organization.name}" on ${organization.base_url}` +
      `${organization.base_url_local ? ` and ${organization.base_url_local}` : ""}; owner ${owner.email} (${ownerNote}).`,
  );
}

function fail(message: string): never {
  throw new CommandError(message);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main(process.argv.slice(2)).then((status) => (process.exitCode = status));
}
