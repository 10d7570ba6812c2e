import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { sendMail } from "@/platform/mail";
import { organizations, organizationSettings } from "@/platform/tenancy/tables";
import { siteOrigin } from "@/platform/tenancy/site-origin";
import type { Role } from "@/platform/tenancy/types";
import { INVITATION_DAYS } from "../rules";

const ROLE_WORDS: Record<Role, string> = {
  owner: "an owner (everything, including the team)",
  admin: "an administrator (the whole site and its settings)",
  editor: "an editor (pages, sections and posts)",
};

/**
 * The invitation mail. The link is on the organization's own host (base_url, by
 * siteOrigin), never on the request's Host header.
 */
export async function sendInvitationMail(organizationId: number, invitation: { email: string; role: Role }, token: string, invitedBy: string) {
  const db = await getDb();
  const [site] = await db
    .select({ name: organizations.name, base_url: organizations.base_url, title: organizationSettings.site })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organization_id, organizations.id))
    .where(eq(organizations.id, organizationId));
  if (!site) return;
  const name = site.title || site.name;
  const link = `${siteOrigin(site.base_url)}/invitation?token=${encodeURIComponent(token)}`;
  await sendMail({
    to: invitation.email,
    subject: `You are invited to edit ${name}`,
    text: [
      "Hello,",
      "",
      `${invitedBy} invited you to join ${name} (${site.base_url}) as ${ROLE_WORDS[invitation.role]}. To accept, open this link:`,
      "",
      link,
      "",
      `The link works once, within ${INVITATION_DAYS} days. If you have no account yet, you create one there. If you did not expect this mail, ignore it.`,
    ].join("\n"),
  });
}
