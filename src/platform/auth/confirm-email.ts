import type { BetterAuthPlugin, GenericEndpointContext, User } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { verifyJWT } from "better-auth/crypto";
import { revokeUnprovenAccountAccess } from "better-auth/db";
import * as z from "zod";
import { clearMarkerCookie, markerIn, markerMatches } from "./sign-up-marker";

/**
 * The link mailed at sign-up. Whoever signed up chose the account's password, and
 * that may not be the address's owner (someone can register a stranger's address and
 * wait): following the link of an account that was never used therefore asks its
 * owner to choose a password, which replaces the earlier one and ends every session
 * and sign-in method the account had; only then is the address confirmed and the
 * owner signed in. Better Auth's own `/verify-email` (which confirms and signs in
 * with the registrant's password left in place) is not reachable (see ./handler.ts).
 */
export type Confirmation = { state: "open"; email: string; userId: string } | { state: "done"; email: string } | { state: "invalid" };

type FindUser = (email: string) => Promise<{ user: { id: string; email: string; emailVerified: boolean } } | null>;

export const CONFIRM_LINK_INVALID = "This link is no longer valid: it expired or is incomplete.";
export const CONFIRM_NEEDS_PASSWORD = "Choose your password: this browser did not sign up for this account.";

/** What a confirmation link's token (the JWT Better Auth signs at sign-up) is about. */
export async function readConfirmation(token: string, secret: string, findUserByEmail: FindUser): Promise<Confirmation> {
  const payload = token ? await verifyJWT<{ email?: unknown; userId?: unknown; updateTo?: unknown }>(token, secret) : null;
  // Links for changing an email address are not built here (the account page cannot change it).
  if (!payload || typeof payload.email !== "string" || payload.updateTo !== undefined) return { state: "invalid" };
  const found = await findUserByEmail(payload.email.toLowerCase());
  if (!found || (typeof payload.userId === "string" && payload.userId !== found.user.id)) return { state: "invalid" };
  if (found.user.emailVerified) return { state: "done", email: found.user.email };
  return { state: "open", email: found.user.email, userId: found.user.id };
}

/**
 * `POST /api/auth/confirm-email {token, newPassword?}`: confirms the address and signs in.
 * With `newPassword`, the owner's password (above). Without it, only in the browser that
 * signed up (its marker, ./sign-up-marker.ts, matches the account and its password):
 * the sign-up's password stays; anywhere else 400 PASSWORD_REQUIRED.
 */
export const confirmEmail = () =>
  ({
    id: "onsite-confirm-email",
    endpoints: {
      confirmEmailWithPassword: createAuthEndpoint(
        "/confirm-email",
        { method: "POST", body: z.object({ token: z.string().max(4000), newPassword: z.string().optional() }) },
        async (ctx) => {
          const { token, newPassword } = ctx.body;
          const config = ctx.context.password.config;
          if (newPassword === undefined || newPassword === "") return keepSignUpPassword(ctx, token);
          if (newPassword.length < config.minPasswordLength) throw APIError.from("BAD_REQUEST", { code: "PASSWORD_TOO_SHORT", message: "Password too short" });
          if (newPassword.length > config.maxPasswordLength) throw APIError.from("BAD_REQUEST", { code: "PASSWORD_TOO_LONG", message: "Password too long" });
          const found = await readConfirmation(token, ctx.context.secret, (email) => ctx.context.internalAdapter.findUserByEmail(email));
          if (found.state !== "open") throw APIError.from("BAD_REQUEST", { code: "INVALID_TOKEN", message: CONFIRM_LINK_INVALID });
          const hash = await ctx.context.password.hash(newPassword);
          // Every sign-in method and session from before the proof goes (the registrant's
          // password among them), then the address counts as confirmed.
          const user = await revokeUnprovenAccountAccess(ctx, found.userId);
          // A request with the same link that got there first has set the password already.
          if (!user || (await ctx.context.internalAdapter.findCredentialAccount(user.id))) {
            throw APIError.from("BAD_REQUEST", { code: "INVALID_TOKEN", message: CONFIRM_LINK_INVALID });
          }
          await ctx.context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
          return signIn(ctx, user);
        },
      ),
    },
  }) satisfies BetterAuthPlugin;

type EndpointContext = GenericEndpointContext;

/** The browser that signed up confirms: the account keeps the password given at sign-up. */
async function keepSignUpPassword(ctx: EndpointContext, token: string) {
  const found = await readConfirmation(token, ctx.context.secret, (email) => ctx.context.internalAdapter.findUserByEmail(email));
  if (found.state !== "open") throw APIError.from("BAD_REQUEST", { code: "INVALID_TOKEN", message: CONFIRM_LINK_INVALID });
  const credential = await ctx.context.internalAdapter.findCredentialAccount(found.userId);
  const marker = markerIn(ctx.headers?.get("cookie"));
  if (!credential?.password || !markerMatches(marker, ctx.context.secret, found.userId, credential.password)) {
    throw APIError.from("BAD_REQUEST", { code: "PASSWORD_REQUIRED", message: CONFIRM_NEEDS_PASSWORD });
  }
  // Nothing could sign in to the account before (no session, no other method to end).
  const user = await ctx.context.internalAdapter.updateUser(found.userId, { emailVerified: true });
  if (!user) throw APIError.from("BAD_REQUEST", { code: "INVALID_TOKEN", message: CONFIRM_LINK_INVALID });
  ctx.setHeader("set-cookie", clearMarkerCookie());
  return signIn(ctx, user);
}

async function signIn(ctx: EndpointContext, user: User) {
  const session = await ctx.context.internalAdapter.createSession(user.id);
  if (!session) throw APIError.from("INTERNAL_SERVER_ERROR", { code: "FAILED_TO_CREATE_SESSION", message: "Failed to create session" });
  await setSessionCookie(ctx, { session, user });
  return ctx.json({ status: true });
}
