import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { members } from "./tables";
import type { Role } from "./types";

export async function getRole(userId: string, organizationId: number): Promise<Role | null> {
  const db = await getDb();
  const rows = await db
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.user_id, userId), eq(members.organization_id, organizationId)))
    .limit(1);
  return (rows[0]?.role as Role | undefined) ?? null;
}

/** Adds the user to the organization, or changes their role if already a member. */
export async function setRole(userId: string, organizationId: number, role: Role) {
  const db = await getDb();
  await db
    .insert(members)
    .values({ user_id: userId, organization_id: organizationId, role })
    .onConflictDoUpdate({ target: [members.user_id, members.organization_id], set: { role } });
}
