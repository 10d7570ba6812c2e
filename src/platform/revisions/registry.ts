/**
 * The revision routes of every subject, served by one route (src/app/api/[...path]):
 * a subject is registered once, with the address of its record, and gets
 * GET {address}/revisions, GET {address}/revisions/{revisionId} and
 * POST {address}/revisions/{revisionId}/restore. The registry is assembled in
 * src/app (revision-subjects.ts); features export their route sets.
 */
import { methodNotAllowedMessage } from "@/platform/http/methods";

// A handler of any route's params: the router hands each the params its address names.
type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

/** A subject's three handlers (src/platform/revisions/routes.ts makes them for a RevisionSubject). */
export type RevisionRouteSet = { list: Handler; read: Handler; restore: Handler };

export type RevisionEntry = {
  /** The record's address before "/revisions", with `:name` segments given to the handlers as params: "/api/hero-sections/:id". */
  path: string;
  routes: RevisionRouteSet;
  /** The param that carries the revision's id (default "revisionId"). */
  revisionParam?: string;
};

const notFound = () => Response.json({ error: "Not found" }, { status: 404 });
// What a list or read address takes, and what a restore address takes (as Next's OPTIONS names a route file's methods).
const READ_METHODS = "GET, HEAD, OPTIONS";
const RESTORE_METHODS = "OPTIONS, POST";
const notAllowed = (allow: string) => Response.json({ error: methodNotAllowedMessage(allow) }, { status: 405, headers: { Allow: allow } });

/** The params of `segments` when they are the entry's address, else null. */
function matchPath(pattern: readonly string[], segments: readonly string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index]!;
    if (part.startsWith(":")) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/** The entry, handler and params a path and method name, or the answer (404, 405) when none does. */
export function resolveRevisionRoute(
  registry: readonly RevisionEntry[],
  method: string,
  pathname: string,
): { handler: Handler; params: Record<string, string> } | Response {
  let segments: string[];
  try {
    segments = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return notFound();
  }
  const at = segments.lastIndexOf("revisions");
  if (at < 0) return notFound();
  const tail = segments.slice(at + 1);
  const restore = tail.length === 2 && tail[1] === "restore";
  if (tail.length > 1 && !restore) return notFound();
  for (const entry of registry) {
    const params = matchPath(entry.path.split("/").filter(Boolean), segments.slice(0, at));
    if (!params) continue;
    if (tail.length === 0) return method === "GET" ? { handler: entry.routes.list, params } : notAllowed(READ_METHODS);
    const withRevision = { ...params, [entry.revisionParam ?? "revisionId"]: tail[0]! };
    if (restore) return method === "POST" ? { handler: entry.routes.restore, params: withRevision } : notAllowed(RESTORE_METHODS);
    return method === "GET" ? { handler: entry.routes.read, params: withRevision } : notAllowed(READ_METHODS);
  }
  return notFound();
}

/**
 * The one route's handlers over a registry. Every method a route file can export goes
 * through it, so an address no subject has is a 404 whatever the method (not a 405 for
 * an address that does not exist); OPTIONS names what a revision address takes, and is a
 * 404 elsewhere (the front then answers other methods with what a page takes).
 */
export function revisionRouter(registry: readonly RevisionEntry[]) {
  const serve = async (request: Request): Promise<Response> => {
    const found = resolveRevisionRoute(registry, request.method, new URL(request.url).pathname);
    if (found instanceof Response) return found;
    return found.handler(request, { params: Promise.resolve(found.params) as Promise<never> });
  };
  const options = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (!(resolveRevisionRoute(registry, "GET", pathname) instanceof Response)) return new Response(null, { status: 204, headers: { Allow: READ_METHODS } });
    if (!(resolveRevisionRoute(registry, "POST", pathname) instanceof Response))
      return new Response(null, { status: 204, headers: { Allow: RESTORE_METHODS } });
    return notFound();
  };
  return { GET: serve, POST: serve, PUT: serve, PATCH: serve, DELETE: serve, OPTIONS: options };
}
