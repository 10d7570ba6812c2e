import "server-only";
// The team endpoints (Global Settings → Team, owners only) and the invitation link's.
import { getDb } from "@/platform/db/client";
import { readJson } from "@/platform/http/body";
import { parseId, route } from "@/platform/http/errors";
import { MEMBERS_TOPIC, publishLive } from "@/platform/live";
import { mutation } from "@/platform/http/mutation";
import { authenticate, authorizeUser, assertSameOrigin } from "@/platform/tenancy/authorize";
import { organizationInPath, organizationOfHost } from "@/platform/tenancy/request";
import { acceptSchema, inviteSchema, roleChangeSchema, TEAM_MESSAGES } from "../rules";
import { acceptInvitation, describeInvitation } from "./accept";
import { sendInvitationMail } from "./mail";
import { changeRole, createInvitation, readTeam, removeMember, revokeInvitation } from "./team";

const OWNERS = ["owner"] as const;
const NOT_FOUND = "Organization not found";

type OrgParams = { id: string };
type MemberParams = OrgParams & { memberId: string };
type InvitationParams = OrgParams & { invitationId: string };

const inPath = ({ request, params }: { request: Request; params: OrgParams }) => organizationInPath(request, params.id, NOT_FOUND);

/** GET /api/organizations/{id}/members: the members and pending invitations (owners). */
const list = route<OrgParams>(async (request, params) => {
  const user = await authenticate(request);
  const organizationId = await organizationInPath(request, params.id, NOT_FOUND);
  await authorizeUser(request, user, organizationId, OWNERS);
  return Response.json(await readTeam(await getDb(), organizationId, user.id), { headers: { "cache-control": "private, no-store" } });
});

/** PATCH /api/organizations/{id}/members/{memberId} {role}: never the last owner's. */
const updateMember = mutation<MemberParams, typeof roleChangeSchema>({
  owner: inPath,
  roles: OWNERS,
  input: roleChangeSchema,
  write: ({ tx, organizationId, params, input }) => changeRole(tx, organizationId, parseId(params.memberId, TEAM_MESSAGES.memberNotFound), input.role),
});

/** DELETE /api/organizations/{id}/members/{memberId}: never the last owner. */
const deleteMember = mutation<MemberParams, undefined, Awaited<ReturnType<typeof removeMember>>>({
  owner: inPath,
  roles: OWNERS,
  write: ({ tx, organizationId, params }) => removeMember(tx, organizationId, parseId(params.memberId, TEAM_MESSAGES.memberNotFound)),
  // Their open members-only live streams end at once, on every instance.
  afterCommit: async ({ removedUserId }, organizationId) => {
    await publishLive(organizationId, MEMBERS_TOPIC, { type: "member-removed", user_id: removedUserId });
    return { success: true };
  },
});

/** POST /api/organizations/{id}/invitations {email, role}: stores the invitation, then mails the link. */
const invite = mutation<OrgParams, typeof inviteSchema, Awaited<ReturnType<typeof createInvitation>> & { by: string }>({
  owner: inPath,
  roles: OWNERS,
  input: inviteSchema,
  status: 201,
  write: async ({ tx, organizationId, input, caller }) => ({
    ...(await createInvitation(tx, organizationId, input, caller.user.id)),
    by: caller.user.name || caller.user.email,
  }),
  afterCommit: async ({ invitation, token, by }, organizationId) => {
    try {
      await sendInvitationMail(organizationId, invitation, token, by);
      return { invitation, mail_sent: true };
    } catch (error) {
      console.error("[team] the invitation mail could not be sent:", error);
      return { invitation, mail_sent: false };
    }
  },
});

/** DELETE /api/organizations/{id}/invitations/{invitationId}: withdraws a pending invitation. */
const withdraw = mutation<InvitationParams>({
  owner: inPath,
  roles: OWNERS,
  write: ({ tx, organizationId, params }) => revokeInvitation(tx, organizationId, parseId(params.invitationId, TEAM_MESSAGES.invitationNotFound)),
});

type TokenParams = { token: string };

/** GET /api/invitations/{token}: what the link is for (anyone holding it, on the organization's host). */
const describe = route<TokenParams>(async (request, params) => {
  const organizationId = await organizationOfHost(request);
  return Response.json(await describeInvitation(organizationId, params.token), { headers: { "cache-control": "private, no-store" } });
});

/** POST /api/invitations/{token} {name?, password?}: accepts; a new account is signed in by the answer's cookies. */
const accept = route<TokenParams>(async (request, params) => {
  await assertSameOrigin(request);
  const organizationId = await organizationOfHost(request);
  const input = acceptSchema.parse(await readJson(request));
  const { signInCookies, ...accepted } = await acceptInvitation(request, organizationId, params.token, input);
  const headers = new Headers({ "cache-control": "private, no-store" });
  for (const cookie of signInCookies) headers.append("set-cookie", cookie);
  return Response.json(accepted, { headers });
});

export const teamRoutes = { list, updateMember, deleteMember, invite, withdraw, describe, accept };
