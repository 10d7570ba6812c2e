import * as z from "zod";
import { ROLES } from "@/platform/tenancy/types";

/** How long an invitation link works (days); it works once. */
export const INVITATION_DAYS = 7;
/** Pending invitations an organization may have at once (a bound on the mail an owner can send). */
export const MAX_PENDING_INVITATIONS = 50;
/** Invitation mails an organization may send per hour (a bound on mail to one address, invited again and again). */
export const INVITATIONS_PER_HOUR = 30;

export const TEAM_MESSAGES = {
  lastOwner: "An organization needs at least one owner: make someone else an owner first.",
  memberNotFound: "This member is not on the team.",
  invitationNotFound: "This invitation does not exist.",
  alreadyMember: (email: string) => `${email} is already on the team.`,
  tooManyInvitations: `There are already ${MAX_PENDING_INVITATIONS} pending invitations. Withdraw some before inviting more.`,
  linkNotValid: "This invitation link is not valid. Ask the person who invited you for a new one.",
  linkUsed: "This invitation has already been accepted.",
  linkExpired: `This invitation is no longer valid: it expired (links work for ${INVITATION_DAYS} days) or was replaced or withdrawn. Ask the person who invited you for a new one.`,
  tooManyMails: `At most ${INVITATIONS_PER_HOUR} invitations can be sent per hour. Please try again later.`,
  otherAccount: (email: string) => `This invitation is for ${email}. Sign out, then sign in with that address.`,
  signInFirst: (email: string) => `An account for ${email} already exists: sign in to accept the invitation.`,
  nameRequired: "Please enter your name.",
  passwordTooShort: (min: number) => `The password needs at least ${min} characters.`,
} as const;

const ROLE_ERROR = { error: `The role must be one of: ${ROLES.join(", ")}.` };
export const roleSchema = z.enum(ROLES, ROLE_ERROR);

export const inviteSchema = z.object({
  email: z
    .string({ error: "Please enter an email address." })
    .trim()
    .max(254, { error: "The email address can have at most 254 characters." })
    .pipe(z.email({ error: "Please enter a valid email address." }))
    .transform((email) => email.toLowerCase()),
  role: roleSchema,
});

export const roleChangeSchema = z.object({ role: roleSchema });

/** What a person sends to accept: nothing when signed in; a name and password to create the account. */
export const acceptSchema = z.object({
  name: z.string().trim().max(200, { error: "The name can have at most 200 characters." }).optional(),
  password: z.string().max(200, { error: "The password can have at most 200 characters." }).optional(),
});
