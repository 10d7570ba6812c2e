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
