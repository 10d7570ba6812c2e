import { Agent, fetch, type RequestInit } from "undici";
import { inject } from "vitest";
import { linkIn, watchOutbox } from "./mail";

/** Every host name resolves to this machine, so each organization gets its own host. */
export const loopback = new Agent({
  connect: {
    lookup: (_host, options, callback) =>
      (options as { all?: boolean }).all ? callback(null, [{ address: "127.0.0.1", family: 4 }] as never, 4) : callback(null, "127.0.0.1", 4),
  },
});

export const server = () => inject("server");
export const siteUrl = (host: string, path = "/", port = server().port) => `http://${host}:${port}${path}`;

/** A running server to talk to: the test project's own, or one a test started. */
export type Target = { port: number; adminToken: string };

let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type ApiResult<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** A JSON request to `host` (on the test server, or on `port`), optionally with a bearer token or a session cookie. */
export async function api<T = any>(
  host: string,
  path: string,
  options: { method?: string; body?: unknown; token?: string; cookie?: string; headers?: Record<string, string>; port?: number } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  // Node's fetch sends Sec-Fetch-Mode but no Origin, which Better Auth refuses on its
  // POSTs; like a browser on the site, auth requests carry the site's own Origin.
  if (path.startsWith("/api/auth/") && (options.method ?? "GET") !== "GET" && !Object.keys(headers).some((h) => h.toLowerCase() === "origin")) {
    headers.origin = new URL(siteUrl(host, "/", options.port)).origin;
  }
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const init: RequestInit = {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body),
    dispatcher: loopback,
    redirect: "manual",
  };
  const response = await fetch(siteUrl(host, path, options.port), init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: body as T, headers: response.headers as unknown as Headers };
}

async function operator<T>(path: string, body: unknown, target: Target = server()): Promise<T> {
  const result = await api<T>("localhost", path, { method: "POST", body, headers: { "x-onsite-admin-token": target.adminToken }, port: target.port });
  if (result.status >= 300) throw new Error(`${path} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

/** `port`: the server it was made on (the test server's, or a shared server's of its own: tests/support/variants.ts). */
export type TestOrg = { id: number; name: string; host: string; port?: number; owner: { email: string; password: string; token: string } };

/** A fresh organization on its own host, with a signed-in owner (through `target`, by default the test server). */
export async function createOrg(name = unique("Org "), target: Target = server(), extra: Record<string, unknown> = {}): Promise<TestOrg> {
  const host = typeof extra.host === "string" ? extra.host : `${unique("t")}.test`;
  const owner = { email: `${unique("owner")}@example.com`, password: "correct-horse-9" };
  const result = await operator<{ organization: { id: number; name: string } }>(
    "/api/internal/organizations",
    {
      name,
      host,
      ownerEmail: owner.email,
      ownerPassword: owner.password,
      ...extra,
    },
    target,
  );
  const token = await signIn(host, owner.email, owner.password, target.port);
  return { id: result.organization.id, name: result.organization.name, host, port: target.port, owner: { ...owner, token } };
}

/** Registers an account and stops there: its email is not confirmed, so it cannot sign in yet. */
export async function signUpUnverified(host: string, email = `${unique("user")}@example.com`, password = "correct-horse-9", port?: number) {
  const result = await api(host, "/api/auth/sign-up/email", { method: "POST", body: { email, password, name: email.split("@")[0] }, port });
  if (result.status !== 200) throw new Error(`sign-up failed ${result.status}: ${JSON.stringify(result.body)}`);
  return { email, password };
}

const outboxes = new Map<string, ReturnType<typeof watchOutbox>>();
/** The mails a server without SMTP_URL wrote to its data folder's outbox (one watcher per folder). */
export function outbox(dataDir = server().dataDir) {
  let box = outboxes.get(dataDir);
  if (!box) outboxes.set(dataDir, (box = watchOutbox(dataDir)));
  return box;
}

/**
 * Confirms an account's email as its owner does: the token of the link mailed at
 * sign-up, and the password chosen on that link's page (`/confirm-email`).
 */
export async function confirmEmail(host: string, link: URL, password: string, port?: number) {
  const token = link.searchParams.get("token") ?? "";
  return api(host, "/api/auth/confirm-email", { method: "POST", body: { token, newPassword: password }, port });
}

/**
 * A new customer account, signed in: registered, confirmed through the link the
 * server mailed (read from the test server's outbox, as a person opens the mail),
 * then signed in with its password.
 */
export async function signUp(host: string, email = `${unique("user")}@example.com`, password = "correct-horse-9") {
  await signUpUnverified(host, email, password);
  const mail = await outbox().next(email, (m) => m.subject.startsWith("Confirm your email"));
  const confirmed = await confirmEmail(host, new URL(linkIn(mail)), password);
  if (confirmed.status !== 200) throw new Error(`email confirmation failed ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return { email, password, token: await signIn(host, email, password) };
}

export async function signIn(host: string, email: string, password: string, port?: number): Promise<string> {
  const result = await api(host, "/api/auth/sign-in/email", { method: "POST", body: { email, password }, port });
  if (result.status !== 200) throw new Error(`sign-in failed ${result.status}: ${JSON.stringify(result.body)}`);
  return result.headers.get("set-auth-token")!;
}

/** A signed-in account with `role` in the organization. */
export async function member(org: TestOrg, role: "owner" | "admin" | "editor") {
  const account = await signUp(org.host);
  await operator("/api/internal/members", { organization_id: org.id, email: account.email, role });
  return account;
}
