import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins/bearer";
import { getDb } from "../db/client";
import { requestOrigin } from "../http/origin";
import * as tables from "./tables";

import { MIN_PASSWORD_LENGTH } from "./rules";

function createAuth(db: Awaited<ReturnType<typeof getDb>>) {
  return betterAuth({
    appName: "Onsite",
    secret: authSecret(),
    // Every organization's host is a valid base URL; unknown hosts never reach
    // the auth routes' pages, and the origin check below is per request.
    baseURL: { allowedHosts: ["*"], protocol: "auto", fallback: "http://localhost" },
    trustedOrigins: (request) => (request ? [requestOrigin(request)] : []),
    database: drizzleAdapter(db, { provider: "pg", schema: tables }),
    emailAndPassword: { enabled: true, minPasswordLength: MIN_PASSWORD_LENGTH, autoSignIn: true },
    plugins: [bearer()],
    // Failed sign-ins are limited per email and address by our own limiter
    // (see ./sign-in-limiter.ts); Better Auth's counts every request instead.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Sites are served on many hosts, over plain HTTP in development. Behind TLS
    // set ONSITE_SECURE_COOKIES=1 so session cookies are marked Secure.
    advanced: { useSecureCookies: process.env.ONSITE_SECURE_COOKIES === "1" },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const g = globalThis as unknown as { __onsiteAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  g.__onsiteAuth ??= getDb().then(createAuth);
  return g.__onsiteAuth;
}

function authSecret() {
  const secret = process.env.BETTER_AUTH_SECRET ?? process.env.AUTH_SECRET;
  if (!secret) throw new Error("BETTER_AUTH_SECRET is not set (the start script creates one in the data folder).");
  return secret;
}

export type SessionUser = { id: string; email: string; name: string };

/** The signed-in user from the session cookie or an `Authorization: Bearer` token. */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  return { id: result.user.id, email: result.user.email, name: result.user.name };
}
