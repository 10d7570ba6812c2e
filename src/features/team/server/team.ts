import "server-only";
// The team of an organization: its members and pending invitations, as the owner manages them.
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { user } from "@/platform/auth/tables";
import type { Db } from "@/platform/db/client";
import { conflict, HttpError, notFound } from "@/platform/http/errors";
import { members, organizations } from "@/platform/tenancy/tables";
import type { Role } from "@/platform/tenancy/types";
import { INVITATION_DAYS, INVITATIONS_PER_HOUR, MAX_PENDING_INVITATIONS, TEAM_MESSAGES } from "../rules";
import { invitations } from "../tables";
import { newToken } from "./tokens";

export type TeamMember = { id: number; user_id: string; name: string; email: string; role: Role; created_at: Date; is_you: boolean };
export type PendingInvitation = { id: number; email: string; role: Role; expires_at: Date; created_at: Date };

const pending = (organizationId: number) =>
  and(eq(invitations.organization_id, organizationId), isNull(invitations.accepted_at), gt(invitations.expires_at, sql`now()`));

/** The members (owners first, then by name) and the invitations not yet accepted or expired. */
export async function readTeam(db: Db, organizationId: number, callerId: string): Promise<{ members: TeamMember[]; invitations: PendingInvitation[] }> {
  const [rows, invited] = await Promise.all([
    db
      .select({ id: members.id, user_id: members.user_id, name: user.name, email: user.email, role: members.role, created_at: members.created_at })
      .from(members)
      .innerJoin(user, eq(user.id, members.user_id))
      .where(eq(members.organization_id, organizationId))
      .orderBy(sql`case ${members.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(user.name), asc(members.id)),
    db
      .select({ id: invitations.id, email: invitations.email, role: invitations.role, expires_at: invitations.expires_at, created_at: invitations.created_at })
      .from(invitations)
      .where(pending(organizationId))
      .orderBy(asc(invitations.created_at), asc(invitations.id)),
  ]);
  return {
    members: rows.map((row) => ({ ...row, role: row.role as Role, is_you: row.user_id === callerId })),
    invitations: invited.map((row) => ({ ...row, role: row.role as Role })),
  };
}

/**
 * Every member row of the organization, locked until the transaction ends: two owners
 * demoting each other at the same moment are served one after the other, so the
 * last-owner rule holds.
 */
async function lockedTeam(tx: Db, organizationId: number) {
  return tx
    .select({ id: members.id, role: members.role, user_id: members.user_id })
    .from(members)
    .where(eq(members.organization_id, organizationId))
    .for("update");
}

async function memberOf(tx: Db, organizationId: number, memberId: number) {
  const team = await lockedTeam(tx, organizationId);
  const member = team.find((m) => m.id === memberId);
  if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
  const owners = team.filter((m) => m.role === "owner").length;
  return { member, isLastOwner: member.role === "owner" && owners === 1 };
}

export async function changeRole(tx: Db, organizationId: number, memberId: number, role: Role) {
  const { member, isLastOwner } = await memberOf(tx, organizationId, memberId);
  if (isLastOwner && role !== "owner") throw conflict(TEAM_MESSAGES.lastOwner);
  await tx.update(members).set({ role }).where(eq(members.id, member.id));
  return { member: { id: member.id, role } };
}

export async function removeMember(tx: Db, organizationId: number, memberId: number) {
  const { member, isLastOwner } = await memberOf(tx, organizationId, memberId);
  if (isLastOwner) throw conflict(TEAM_MESSAGES.lastOwner);
  await tx.delete(members).where(eq(members.id, member.id));
  return { success: true, removedUserId: member.user_id };
}

/**
 * Invitations of one organization are created one after the other: the organization's
 * row is locked until the transaction ends, so the counts below see every invitation
 * committed before, and parallel requests cannot all pass the hourly limit on the same
 * count. (`FOR NO KEY UPDATE` does not block rows that merely refer to the organization.)
 */
async function lockInvitations(tx: Db, organizationId: number) {
  await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for("no key update");
}

/**
 * A new invitation (an older pending one for the same email is replaced, so the
 * newest link is the one that works). Answers the token for the mail; only its
 * hash is stored.
 */
export async function createInvitation(tx: Db, organizationId: number, input: { email: string; role: Role }, invitedBy: string) {
  await lockInvitations(tx, organizationId);
  const [existing] = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(user, eq(user.id, members.user_id))
    .where(and(eq(members.organization_id, organizationId), sql`lower(${user.email}) = ${input.email}`))
    .limit(1);
  if (existing) throw conflict(TEAM_MESSAGES.alreadyMember(input.email));
  const [{ lastHour }] = (await tx
    .select({ lastHour: sql<number>`count(*)::int` })
    .from(invitations)
    .where(and(eq(invitations.organization_id, organizationId), gt(invitations.created_at, sql`now() - interval '1 hour'`)))) as [{ lastHour: number }];
  if (lastHour >= INVITATIONS_PER_HOUR) throw new HttpError(429, TEAM_MESSAGES.tooManyMails);
  // The older link stops working; its row stays (expired) so that it still counts above.
  await tx
    .update(invitations)
    .set({ expires_at: sql`now()` })
    .where(and(pending(organizationId), eq(invitations.email, input.email)));
  const [{ count }] = (await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(invitations)
    .where(pending(organizationId))) as [{ count: number }];
  if (count >= MAX_PENDING_INVITATIONS) throw conflict(TEAM_MESSAGES.tooManyInvitations);
  const { token, hash } = newToken();
  const expires_at = new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000);
  const [row] = await tx
    .insert(invitations)
    .values({ organization_id: organizationId, email: input.email, role: input.role, token_hash: hash, invited_by: invitedBy, expires_at })
    .returning({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expires_at: invitations.expires_at,
      created_at: invitations.created_at,
    });
  return { invitation: { ...row!, role: row!.role as Role }, token };
}

/** Withdraws a pending invitation: its link stops working at once (the row stays, expired, and counts toward the hourly limit). */
export async function revokeInvitation(tx: Db, organizationId: number, invitationId: number) {
  const withdrawn = await tx
    .update(invitations)
    .set({ expires_at: sql`now()` })
    .where(and(eq(invitations.id, invitationId), pending(organizationId)))
    .returning({ id: invitations.id });
  if (withdrawn.length === 0) throw notFound(TEAM_MESSAGES.invitationNotFound);
  return { success: true };
}
