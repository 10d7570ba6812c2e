import { getSessionUser } from "../auth/server";
import { getRole } from "./members";
import { getSiteByHost } from "./organizations";

/** The caller, the organization answering on the request's host, and the caller's role there (null = customer). */
export async function viewerFor(request: Request) {
  const site = await getSiteByHost(request.headers.get("host") ?? "");
  const user = await getSessionUser(request.headers);
  const role = user && site ? await getRole(user.id, site.organization.id) : null;
  return {
    user,
    role,
    organization: site ? { id: site.organization.id, name: site.organization.name } : null,
  };
}

/**
 * Whether the request comes from a signed-in member (owner, admin, editor) of the organization:
 * asked only where a page is rendered for members alone (a draft language's pages), whose
 * answer is then private (src/platform/http/response-status.ts `answerPrivate`).
 */
export async function isMemberRequest(headers: Headers, organizationId: number): Promise<boolean> {
  const user = await getSessionUser(headers);
  return user ? (await getRole(user.id, organizationId)) !== null : false;
}
