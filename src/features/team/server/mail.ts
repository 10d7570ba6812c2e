import "server-only";
import { sendMail } from "@/platform/mail";
import { mailSite } from "@/platform/tenancy/mail-site";
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
  const site = await mailSite(organizationId);
  if (!site) return;
  const { name } = site;
  const link = `${site.origin}/invitation?token=${encodeURIComponent(token)}`;
  await sendMail({
    to: invitation.email,
    subject: `You are invited to edit ${name}`,
    text: [
      "Hello,",
      "",
      `${invitedBy} invited you to join ${name} (${site.host}) as ${ROLE_WORDS[invitation.role]}. To accept, open this link:`,
      "",
      link,
      "",
      `The link works once, within ${INVITATION_DAYS} days. If you have no account yet, you create one there. If you did not expect this mail, ignore it.`,
    ].join("\n"),
  });
}
