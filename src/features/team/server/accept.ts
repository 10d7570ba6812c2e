import "server-only";
// Following an invitation link: who it is for, and joining the organization with its role.
import { and, eq } from "drizzle-orm";
import { getAuth, getSessionUser, type SessionUser } from "@/platform/auth/server";
import { MIN_PASSWORD_LENGTH } from "@/platform/auth/rules";
import { user } from "@/platform/auth/tables";
import { getDb, type Db } from "@/platform/db/client";
import { badRequest, conflict, HttpError, notFound, unauthorized } from "@/platform/http/errors";
import { members, organizations, organizationSettings } from "@/platform/tenancy/tables";
import type { Role } from "@/platform/tenancy/types";
import { TEAM_MESSAGES } from "../rules";
import { invitations } from "../tables";
import { hashToken, isTokenShaped } from "./tokens";

const gone = (message: string) => new HttpError(410, message);

/** The invitation behind a link on this organization's host: 404 unknown, 410 used or expired. */
async function usableInvitation(db: Db, organizationId: number, token: string, lock = false) {
  if (!isTokenShaped(token)) throw notFound(TEAM_MESSAGES.linkNotValid);
  const query = db
    .select()
    .from(invitations)
    .where(and(eq(invitations.token_hash, hashToken(token)), eq(invitations.organization_id, organizationId)))
    .limit(1);
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw notFound(TEAM_MESSAGES.linkNotValid);
  if (row.accepted_at) throw gone(TEAM_MESSAGES.linkUsed);
  if (row.expires_at.getTime() <= Date.now()) throw gone(TEAM_MESSAGES.linkExpired);
  return row;
}

async function accountByEmail(db: Db, email: string) {
  const [account] = await db.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, email)).limit(1);
  return account ?? null;
}

/** What the invitation page shows: the site, the address and role invited, whether that address has an account. */
export async function describeInvitation(organizationId: number, token: string) {
  const db = await getDb();
  const invitation = await usableInvitation(db, organizationId, token);
  const [site] = await db
    .select({ name: organizations.name, site: organizationSettings.site })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organization_id, organizations.id))
    .where(eq(organizations.id, organizationId));
  return {
    organization: { id: organizationId, name: site?.site || site?.name || "" },
    email: invitation.email,
    role: invitation.role as Role,
    expires_at: invitation.expires_at,
    account_exists: (await accountByEmail(db, invitation.email)) !== null,
  };
}

/** A new account for the invited address, confirmed at once: the invitation mail proved the mailbox. */
async function createInvitedAccount(email: string, name: string, password: string) {
  const context = await (await getAuth()).$context;
  const created = await context.internalAdapter.createUser({ email, name, emailVerified: true }, { method: "email-password" });
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await context.password.hash(password),
  });
}

export type AcceptInput = { name?: string; password?: string };
export type Accepted = { organization_id: number; role: Role; signInCookies: string[] };

/**
 * Accepts an invitation. Signed in, the account's email must be the invited one.
 * Signed out, an existing account must sign in first (401); a new person gives a
 * name and a password, and the account is created (confirmed), joined and signed in.
 * Someone already on the team keeps their role. The link works once.
 */
export async function acceptInvitation(request: Request, organizationId: number, token: string, input: AcceptInput): Promise<Accepted> {
  const db = await getDb();
  const invitation = await usableInvitation(db, organizationId, token);
  const caller: SessionUser | null = await getSessionUser(request.headers);
  let password: string | null = null;
  if (caller) {
    if (caller.email.toLowerCase() !== invitation.email) throw new HttpError(403, TEAM_MESSAGES.otherAccount(invitation.email));
  } else {
    if (await accountByEmail(db, invitation.email)) throw unauthorized(TEAM_MESSAGES.signInFirst(invitation.email));
    const name = input.name?.trim() ?? "";
    if (!name) throw new HttpError(400, TEAM_MESSAGES.nameRequired, { field: "name" });
    if (!input.password || input.password.length < MIN_PASSWORD_LENGTH)
      throw new HttpError(400, TEAM_MESSAGES.passwordTooShort(MIN_PASSWORD_LENGTH), { field: "password" });
    password = input.password;
    try {
      await createInvitedAccount(invitation.email, name, password);
    } catch {
      // Created a moment ago by a second press of the same link.
      throw conflict(TEAM_MESSAGES.signInFirst(invitation.email));
    }
  }
  const account = await accountByEmail(db, invitation.email);
  if (!account) throw badRequest(TEAM_MESSAGES.linkNotValid);
  if (caller && !account.emailVerified) {
    // Signed in, so the mailbox owner: following the mailed link confirms the address too.
    await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, account.id));
  }
  const role = await db.transaction(async (tx) => {
    const locked = await usableInvitation(tx as unknown as Db, organizationId, token, true);
    await tx.insert(members).values({ user_id: account.id, organization_id: organizationId, role: locked.role }).onConflictDoNothing();
    await tx.update(invitations).set({ accepted_at: new Date() }).where(eq(invitations.id, locked.id));
    const [membership] = await tx
      .select({ role: members.role })
      .from(members)
      .where(and(eq(members.user_id, account.id), eq(members.organization_id, organizationId)));
    return membership!.role as Role;
  });
  const signInCookies = password ? await signIn(request, invitation.email, password) : [];
  return { organization_id: organizationId, role, signInCookies };
}

/** Signs the new account in: the session cookies Better Auth sets, passed on with the answer. */
async function signIn(request: Request, email: string, password: string): Promise<string[]> {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email, password }, headers: request.headers, asResponse: true });
  return response.headers.getSetCookie();
}
