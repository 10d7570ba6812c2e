/**
 * Next's server instrumentation. `onRequestError` hears every error a request's
 * render or route handler threw: one that says the database could not be reached
 * turns that request's 500 into a 503 with Retry-After (src/platform/http/response-status.ts).
 */
import { isDatabaseUnavailable } from "@/platform/db/errors";
import { answerDatabaseUnavailable } from "@/platform/http/response-status";

export function onRequestError(error: unknown) {
  if (isDatabaseUnavailable(error)) answerDatabaseUnavailable();
}
