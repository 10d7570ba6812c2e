import * as z from "zod";
import { isDatabaseUnavailable } from "../db/errors";

/** An error with an HTTP status; its message is what the client sees. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Sign in to continue.") => new HttpError(401, message);
export const forbidden = (message = "You do not have access to this organization.") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra);

/** What a request that needed the database hears while it cannot be reached (a restart, a failover). */
export const DATABASE_UNAVAILABLE = "The database cannot be reached right now. Nothing was changed. Please try again in a moment.";

/**
 * What a failed parse says first, with its field: a record's refused key says its key schema's
 * own words (Zod wraps them in "Invalid key in record"), at the key's path.
 */
export function firstIssue(error: z.ZodError): { message: string; path: PropertyKey[]; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: "Invalid input", path: [] };
  const inner = issue.code === "invalid_key" ? issue.issues[0] : undefined;
  const field = issue.path.map(String).join(".");
  return { message: inner?.message ?? issue.message, path: issue.path, ...(field ? { field } : {}) };
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    // A rate limit says when to come back, in the header clients and proxies read.
    const retryAfter = error.status === 429 && typeof error.extra?.retry_after === "number" ? { "Retry-After": String(error.extra.retry_after) } : undefined;
    return Response.json({ error: error.message, ...error.extra }, { status: error.status, headers: retryAfter });
  }
  if (error instanceof z.ZodError) {
    const { message, field } = firstIssue(error);
    return Response.json({ error: message, ...(field ? { field } : {}) }, { status: 400 });
  }
  if (isDatabaseUnavailable(error)) {
    // Nothing was saved that the client was told of; retrying once the database is back is safe.
    return Response.json({ error: DATABASE_UNAVAILABLE }, { status: 503, headers: { "Retry-After": "5" } });
  }
  console.error(error);
  return Response.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
}

type Context<P> = { params: Promise<P> };

/** Wraps a route handler: thrown HttpErrors and validation errors become JSON `{ error }`. */
export function route<P = Record<string, string>>(handler: (request: Request, params: P) => Promise<Response>) {
  return async (request: Request, context: Context<P>) => {
    try {
      return await handler(request, await context.params);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** Parses a path id; anything that is not a positive integer is a 404 (no such resource). */
export function parseId(value: string | undefined, message = "Not found"): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw notFound(message);
  const id = Number(value);
  if (id <= 0) throw notFound(message);
  return id;
}
