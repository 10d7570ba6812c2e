import { forbidden, notFound, parseId } from "../http/errors";
import { getSiteByHost } from "./organizations";

export const SITE_NOT_FOUND = "Site not found";

/** The id of the organization answering on the request's Host header; 404 for an unknown host. */
export async function organizationOfHost(request: Request): Promise<number> {
  const site = await getSiteByHost(request.headers.get("host") ?? "");
  if (!site) throw notFound(SITE_NOT_FOUND);
  return site.organization.id;
}

/**
 * DESIGN: the organization comes from the host (or the resource), never from the
 * body. A body that names another organization is refused rather than ignored.
 */
export function assertBodyOrganization(body: Record<string, unknown>, organizationId: number) {
  const claimed = body.organization_id;
  if (claimed !== undefined && claimed !== null && Number(claimed) !== organizationId) throw forbidden();
}

/**
 * The organization named in an API path (`/api/organizations/{id}/...`): it must be
 * the one answering on the request's host, else 404 with `message` (a member of one
 * site never reaches another site's organization through it).
 */
export async function organizationInPath(request: Request, idParam: string, message: string): Promise<number> {
  const id = parseId(idParam, message);
  if ((await organizationOfHost(request)) !== id) throw notFound(message);
  return id;
}
