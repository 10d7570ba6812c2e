/**
 * The live channel's caps and addresses, without the hub (outside platform/live, whose
 * modules are server-only: the front thread imports these): the server's front thread
 * (scripts/forward.ts) enforces them before a stream reaches the renderer, the
 * hub (stream.ts) again for `next dev`, which has no front thread.
 */

/** Open streams allowed per client address (tabs of one person) and per organization, on each instance. */
export const STREAM_LIMITS = { perAddress: 8, perOrganization: 500 } as const;
export const TOO_MANY_STREAMS = "Too many live connections. Close other tabs of this site and try again.";
/** Seconds a refused stream is told to wait (`Retry-After`). */
export const STREAM_RETRY_AFTER_S = 30;

/** The routes that answer server-sent events (a stream stays open as long as its page). */
const STREAM_PATHS = [/^\/api\/organizations\/[^/]+\/live\/?$/, /^\/api\/help\/conversations\/[^/]+\/stream\/?$/, /^\/api\/help\/inbox\/stream\/?$/];

/** Whether a request (its path, query aside, and Accept) asks for a server-sent events stream. */
export function isStreamRequest(url: string, accept: string | string[] | undefined): boolean {
  const path = url.split("?", 1)[0] ?? "";
  if (STREAM_PATHS.some((pattern) => pattern.test(path))) return true;
  return String(accept ?? "")
    .toLowerCase()
    .includes("text/event-stream");
}
