import crypto from "node:crypto";
import { forbidden } from "./errors";

const g = globalThis as unknown as { __onsiteAdminToken?: string };

/** The running server's operator token (written to the data folder's server.json, mode 600). */
export function adminToken(): string {
  g.__onsiteAdminToken ??= process.env.ONSITE_ADMIN_TOKEN || crypto.randomBytes(24).toString("base64url");
  return g.__onsiteAdminToken;
}

/** Operator endpoints (used by `npm run org:create` while the server owns the database). */
export function assertAdminToken(request: Request) {
  const given = Buffer.from(request.headers.get("x-onsite-admin-token") ?? "");
  const expected = Buffer.from(adminToken());
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw forbidden("Operator token required.");
}
