import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins/bearer";
import { getDb } from "../db/client";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import * as tables from "./tables";
import { RESET_LINK_SECONDS, VERIFY_LINK_SECONDS, sendExistingAccountMail, sendResetPasswordMail, sendVerificationMail } from "./mails";
import { markEmailVerified } from "./verified";
import { confirmEmail } from "./confirm-email";
import { hashPassword, verifyPassword } from "./password";

import { MIN_PASSWORD_LENGTH } from "./rules";

function createAuth(db: Awaited<ReturnType<typeof getDb>>) {
  return betterAuth({
    appName: "Onsite",
    secret: authSecret(),
    // No fixed base URL: every organization answers on its own hosts, at any port.
    // handleAuthRequest (./handler.ts) passes Better Auth only requests made to an
    // organization's host, addressed to the origin the client used; Better Auth
    // takes that origin as the request's base URL and trusts it, and no other, in
    // its Origin and callback URL checks. (A dynamic `baseURL.allowedHosts` would
    // add every allowed host, with "*" every origin, to the trusted origins.)
    baseURL: undefined,
    logger: {
      log(level, message, ...args) {
        // The missing base URL is deliberate (above); everything else is logged as usual.
        if (message.includes("Base URL is not set")) return;
        const write = level === "error" ? console.error : level === "warn" ? console.warn : console.log;
        write(`[Better Auth] ${message}`, ...args);
      },
    },
    database: drizzleAdapter(db, { provider: "pg", schema: tables }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // Better Auth's scrypt, with each hash naming its cost (./password.ts).
      password: { hash: hashPassword, verify: verifyPassword },
      // An account signs in only after following the link mailed at sign-up. A sign-up
      // with a registered email answers like a new one and mails that address's owner.
      requireEmailVerification: true,
      autoSignIn: false,
      onExistingUserSignUp: sendExistingAccountMail,
      sendResetPassword: sendResetPasswordMail,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // A reset ends every session (someone else may know the old password), and it
      // proves the mailbox: the account counts as verified from then on.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => markEmailVerified(user.id),
    },
    emailVerification: {
      sendVerificationEmail: sendVerificationMail,
      sendOnSignUp: true,
      // Signing in (with the right password) to an unconfirmed account mails a new link.
      sendOnSignIn: true,
      // Not reached: the mailed link opens /confirm-email, where the owner chooses the
      // password and is signed in (Better Auth's /verify-email only leads there).
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A password change ends every other session of the account, whatever the client
        // asks (someone else may know the old password); the session that changed it stays.
        if (ctx.path === "/change-password") return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
      }),
    },
    // The link mailed at sign-up asks the address's owner for the password (./confirm-email.ts).
    plugins: [bearer(), confirmEmail()],
    // Failed sign-ins are limited per email and address by our own limiter
    // (see ./sign-in-limiter.ts); Better Auth's counts every request instead.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      // Sites are served on many hosts, over plain HTTP in development. Behind TLS
      // set ONSITE_SECURE_COOKIES=1 so session cookies are marked Secure.
      useSecureCookies: process.env.ONSITE_SECURE_COOKIES === "1",
      // Better Auth turns its Origin and callback URL checks off by itself when
      // NODE_ENV=test or TEST is set (test runners set TEST): never here.
      disableOriginCheck: false,
      // Sessions record the server-stamped client address, not a client-set X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // Mails go out after the answer: a registered and an unknown email answer
      // equally fast (reset requests, sign-ups), and a slow SMTP server delays no one.
      backgroundTasks: { handler: (task) => void task },
    },
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
