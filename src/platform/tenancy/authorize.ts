import { getSessionUser, type SessionUser } from "../auth/server";
import { forbidden, unauthorized } from "../http/errors";
import { requestOrigin } from "../http/origin";
import { getRole } from "./members";
import type { Role } from "./types";

/** Roles that may edit content; "admin" in the spec means owner or admin. */
export const CONTENT_ROLES: readonly Role[] = ["owner", "admin", "editor"];
export const ADMIN_ROLES: readonly Role[] = ["owner", "admin"];

export type Caller = { user: SessionUser; role: Role; organizationId: number };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A browser request that carries only the session cookie must come from the
 * same origin: another site cannot make a signed-in editor's browser change
 * content. Bearer-token requests are not sent automatically, so they pass.
 */
function assertSameOrigin(request: Request) {
  if (SAFE_METHODS.has(request.method) || request.headers.has("authorization")) return;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw forbidden("Cross-site request refused.");
  if (origin && origin !== requestOrigin(request)) throw forbidden("Cross-site request refused.");
}

/**
 * The one check every mutating handler makes: who is calling (session cookie or
 * bearer token), and what is their role in the organization that owns the
 * resource? 401 when signed out, 403 when not a member or the role is too low.
 */
export async function authorize(
  request: Request,
  organizationId: number,
  roles: readonly Role[] = CONTENT_ROLES,
): Promise<Caller> {
  const user = await getSessionUser(request.headers);
  if (!user) throw unauthorized();
  assertSameOrigin(request);
  const role = await getRole(user.id, organizationId);
  if (!role || !roles.includes(role)) throw forbidden();
  return { user, role, organizationId };
}
