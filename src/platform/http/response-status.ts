import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * A page that renders its own "not found" content answers 404 through this.
 *
 * Next's `notFound()` answers 404 with an empty error shell in a production build
 * (React's streaming render runs no error boundary on the server, so the not-found
 * page and the layouts around it exist only in the flight data, drawn by the
 * client: crawlers and visitors without JavaScript get a blank page). So a site
 * page that finds nothing renders the 404 page itself, inside its layout, and
 * calls `answerNotFound()`; the renderer thread (scripts/renderer.ts) runs each
 * request in `withResponseStatus`, which turns that render's 200 into a 404.
 *
 * The store lives on `globalThis`: the renderer and Next's bundle of this module
 * are two module instances in one thread.
 */
type State = { status?: number; databaseUnavailable?: boolean; personal?: boolean };
const KEY = Symbol.for("onsite.response-status");
const store: AsyncLocalStorage<State> =
  ((globalThis as Record<symbol, unknown>)[KEY] as AsyncLocalStorage<State> | undefined) ??
  (((globalThis as Record<symbol, unknown>)[KEY] = new AsyncLocalStorage<State>()) as AsyncLocalStorage<State>);

/** The page being rendered is a 404 (without the renderer, e.g. `next dev`, it stays 200 and relies on its noindex). */
export function answerNotFound() {
  const state = store.getStore();
  if (state) state.status = 404;
}

/**
 * The page being rendered is for the person asking only (a draft language's page a
 * member asked for, docs/decisions.md "Languages published one at a time"): its 200 is
 * answered `private, no-store`, so neither the front cache nor a shared cache keeps it.
 * Without the renderer (`next dev`) nothing changes.
 */
export function answerPrivate() {
  const state = store.getStore();
  if (state) state.personal = true;
}

/**
 * The request failed because the database could not be reached (src/instrumentation.ts
 * hears it from Next): its 500 becomes a 503 with Retry-After, as the save API answers,
 * so that visitors and crawlers read "try again shortly", not "this page is broken".
 */
export function answerDatabaseUnavailable() {
  const state = store.getStore();
  if (state) state.databaseUnavailable = true;
}

/** Seconds a client should wait before asking again while the database is away. */
export const UNAVAILABLE_RETRY_AFTER = "5";

const NO_STORE = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * Runs Next's handler for one request. A document (not a flight request of a
 * client navigation, which the router reads as it is) whose render called
 * `answerNotFound()` is answered 404 instead of 200; any answer of 500 to a request
 * that found the database away is a 503 with Retry-After.
 */
export function withResponseStatus(req: IncomingMessage, res: ServerResponse, handle: () => unknown) {
  const state: State = {};
  const document = !req.headers.rsc;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const answer = (status: number, rest: unknown[]) => {
    res.statusCode = status;
    // Never kept by a cache: the path may become a page with the next save, or the database come back.
    res.setHeader("cache-control", NO_STORE);
    return writeHead(status, ...rest.filter((arg) => typeof arg !== "string"));
  };
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status === 200 && state.status && document) return answer(state.status, rest);
    // Flight answers too: a member's client navigation within a draft language is theirs alone.
    if (status === 200 && state.personal) return answer(200, rest);
    if (status === 500 && state.databaseUnavailable) {
      res.setHeader("retry-after", UNAVAILABLE_RETRY_AFTER);
      return answer(503, rest);
    }
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
  return store.run(state, handle);
}
