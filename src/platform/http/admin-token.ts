import crypto from "node:crypto";
import { clientAddress, isLoopback } from "./client-address";
import { forbidden } from "./errors";

const g = globalThis as unknown as { __onsiteAdminToken?: string };

/** The running server's operator token (written to the data folder's server.json, mode 600). */
export function adminToken(): string {
  g.__onsiteAdminToken ??= process.env.ONSITE_ADMIN_TOKEN || crypto.randomBytes(24).toString("base64url");
  return g.__onsiteAdminToken;
}

export const LOOPBACK_ONLY = "Operator endpoints answer only on the loopback address.";

/**
 * Operator endpoints (used by `npm run org:create` while the server owns the
 * database) answer only requests from this machine (see client-address.ts:
 * behind a reverse proxy, set ONSITE_TRUSTED_PROXIES so proxied clients are not
 * taken for loopback) that carry the operator token.
 */
export function assertOperator(request: Request) {
  if (!isLoopback(clientAddress(request))) throw forbidden(LOOPBACK_ONLY);
  assertAdminToken(request);
}

function assertAdminToken(request: Request) {
  if (!isAdminToken(request.headers.get("x-onsite-admin-token"))) throw forbidden("Operator token required.");
}

/** True when `value` (an `x-onsite-admin-token` header) is the running server's operator token. */
export function isAdminToken(value: string | string[] | null | undefined): boolean {
  const given = Buffer.from(typeof value === "string" ? value : "");
  const expected = Buffer.from(adminToken());
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
