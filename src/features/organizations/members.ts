import "server-only";
import { eq } from "drizzle-orm";
import * as z from "zod";
import { user } from "@/platform/auth/tables";
import { getDb } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/http/errors";
import { setRole } from "@/platform/tenancy/members";
import { organizations } from "@/platform/tenancy/tables";
import { ROLES } from "@/platform/tenancy/types";
import { dbId } from "@/platform/schema";

const addMemberSchema = z.object({
  organization_id: dbId,
  email: z.email().transform((e) => e.toLowerCase()),
  role: z.enum(ROLES, { error: `The role must be one of: ${ROLES.join(", ")}.` }),
});

/** An account whose email is not confirmed may belong to anyone who typed that address: it gets no role. */
export const unverifiedAccountMessage = (email: string) =>
  `The account ${email} has not confirmed its email address yet (the link mailed at sign-up); an unconfirmed account cannot become a member or an owner.`;

export async function addMemberByEmail(input: unknown) {
  const data = addMemberSchema.parse(input);
  const db = await getDb();
  const [account] = await db.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, data.email)).limit(1);
  if (!account) throw notFound(`No account with the email ${data.email}.`);
  if (!account.emailVerified) throw conflict(unverifiedAccountMessage(data.email));
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, data.organization_id)).limit(1);
  if (!org) throw notFound("Organization not found");
  await setRole(account.id, org.id, data.role);
  return { organization_id: org.id, user_id: account.id, role: data.role };
}
