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
type State = { status?: number };
const KEY = Symbol.for("onsite.response-status");
const store: AsyncLocalStorage<State> = ((globalThis as Record<symbol, unknown>)[KEY] as AsyncLocalStorage<State> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = new AsyncLocalStorage<State>()) as AsyncLocalStorage<State>;

/** The page being rendered is a 404 (without the renderer, e.g. `next dev`, it stays 200 and relies on its noindex). */
export function answerNotFound() {
  const state = store.getStore();
  if (state) state.status = 404;
}

/**
 * Runs Next's handler for one request; a document (not a flight request of a
 * client navigation, which the router reads as it is) whose render called
 * `answerNotFound()` is answered 404 instead of 200.
 */
export function withResponseStatus(req: IncomingMessage, res: ServerResponse, handle: () => unknown) {
  const state: State = {};
  if (!req.headers.rsc) {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      if (status === 200 && state.status) {
        res.statusCode = state.status;
        // Never kept by a cache: the path may become a page with the next save.
        res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
        return writeHead(state.status, ...rest.filter((arg) => typeof arg !== "string"));
      }
      return writeHead(status, ...rest);
    }) as typeof res.writeHead;
  }
  return store.run(state, handle);
}
