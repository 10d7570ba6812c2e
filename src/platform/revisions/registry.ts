/**
 * The revision routes of every subject, served by one route (src/app/api/[...path]):
 * a subject is registered once, with the address of its record, and gets
 * GET {address}/revisions, GET {address}/revisions/{revisionId} and
 * POST {address}/revisions/{revisionId}/restore. The registry is assembled in
 * src/app (revision-subjects.ts); features export their route sets.
 */
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
const notAllowed = (allow: string) => Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: allow } });

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
    if (tail.length === 0) return method === "GET" ? { handler: entry.routes.list, params } : notAllowed("GET");
    const withRevision = { ...params, [entry.revisionParam ?? "revisionId"]: tail[0]! };
    if (restore) return method === "POST" ? { handler: entry.routes.restore, params: withRevision } : notAllowed("POST");
    return method === "GET" ? { handler: entry.routes.read, params: withRevision } : notAllowed("GET");
  }
  return notFound();
}

/** The one route's GET and POST over a registry. */
export function revisionRouter(registry: readonly RevisionEntry[]) {
  const serve = async (request: Request): Promise<Response> => {
    const found = resolveRevisionRoute(registry, request.method, new URL(request.url).pathname);
    if (found instanceof Response) return found;
    return found.handler(request, { params: Promise.resolve(found.params) as Promise<never> });
  };
  return { GET: serve, POST: serve };
}
