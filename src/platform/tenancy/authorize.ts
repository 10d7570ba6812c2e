import { getSessionUser, type SessionUser } from "../auth/server";
import { forbidden, unauthorized } from "../http/errors";
import { requestOrigin } from "../http/origin";
import { getRole } from "./members";
import { CONTENT_ROLES, type Role } from "./types";

// The role lists live with the roles (client code reads them too).
export { ADMIN_ROLES, CONTENT_ROLES } from "./types";

export type Caller = { user: SessionUser; role: Role; organizationId: number };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A mutating request from a browser must come from the same origin: another
 * site cannot make a signed-in editor's browser change content with its
 * session cookie.
 *
 * The one exception is a request that a bearer token really authenticates
 * (API clients): a page on another site cannot attach an `Authorization`
 * header to a request without a CORS preflight, which we never grant. So the
 * check is skipped only when the header is `Bearer <token>` and that header
 * alone is a valid session for Better Auth (whose bearer plugin then uses it in
 * place of any cookie). Any other Authorization header (`Basic ...`, a made-up
 * bearer token) does not count: the cookie is what signs such a request in.
 * The extra session lookup happens only for requests that would otherwise be
 * refused.
 */
export async function assertSameOrigin(request: Request) {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  const crossSite = (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") || (origin && origin !== requestOrigin(request));
  if (!crossSite) return;
  const authorization = request.headers.get("authorization") ?? "";
  if (/^bearer\s+\S/i.test(authorization) && (await getSessionUser(new Headers({ authorization })))) return;
  throw forbidden("Cross-site request refused.");
}

/**
 * The one check every mutating handler makes: who is calling (session cookie or
 * bearer token), and what is their role in the organization that owns the
 * resource? 401 when signed out, 403 when not a member or the role is too low.
 */
export async function authorize(request: Request, organizationId: number, roles: readonly Role[] = CONTENT_ROLES): Promise<Caller> {
  return authorizeUser(request, await authenticate(request), organizationId, roles);
}

/** The signed-in caller, or 401. */
export async function authenticate(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request.headers);
  if (!user) throw unauthorized();
  return user;
}

/** The second half of authorize(), for a caller already known: same origin, then the role (403). */
export async function authorizeUser(request: Request, user: SessionUser, organizationId: number, roles: readonly Role[] = CONTENT_ROLES): Promise<Caller> {
  await assertSameOrigin(request);
  const role = await getRole(user.id, organizationId);
  if (!role || !roles.includes(role)) throw forbidden();
  return { user, role, organizationId };
}
