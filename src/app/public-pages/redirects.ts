import type { IncomingMessage, ServerResponse } from "node:http";
import { countRedirectHit, redirectFor, redirectHeaders } from "@/features/redirects/server";
import { isDecodablePath, requestRoute, SITE_PATH_PATTERN } from "@/platform/http/request-route";
import { resolveOrganizationId } from "@/platform/tenancy/organizations";

const SITE_PATHS = new RegExp(`^${SITE_PATH_PATTERN}$`);
/** The App Router's own requests (flight data of a client navigation, server actions): never redirected here. */
const NEXT_HEADERS = ["rsc", "next-action"];

/**
 * Answers a visitor's GET or HEAD of an address the host's organization redirects (issue
 * 43 §2): 301 (permanent) or 302 (temporary) to its target, the visitor's query kept
 * when the target has none, before either renderer runs (scripts/renderer.ts). Public
 * like a page: the front thread keeps the answer and serves it from memory until the
 * redirects change (src/platform/cache/front-cache.ts). Counts the hit after answering.
 * True when it answered.
 */
export async function answerRedirect(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (NEXT_HEADERS.some((header) => header in req.headers)) return false;
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!pathname.startsWith("/") || !SITE_PATHS.test(pathname) || !isDecodablePath(pathname)) return false;
  const route = requestRoute(String(req.headers.host ?? ""), pathname);
  if (route.personal) return false;
  const organizationId = await resolveOrganizationId(route.host);
  if (organizationId === null) return false;
  const answer = await redirectFor(organizationId, decodeURIComponent(pathname), queryAt < 0 ? "" : url.slice(queryAt));
  if (!answer) return false;
  for (const [name, value] of Object.entries(redirectHeaders(answer))) res.setHeader(name, value);
  res.writeHead(answer.status);
  res.end();
  countRedirectHit(answer.id);
  return true;
}
