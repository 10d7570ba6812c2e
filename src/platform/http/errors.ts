import { z } from "zod";

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

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    return Response.json({ error: error.message, ...error.extra }, { status: error.status });
  }
  if (error instanceof z.ZodError) {
    return Response.json({ error: error.issues[0]?.message ?? "Invalid input" }, { status: 400 });
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

/** Reads a JSON body; anything but a JSON object is a 400. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest("The request body must be JSON.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw badRequest("The request body must be a JSON object.");
  // PostgreSQL text cannot hold NUL characters: a 400 here, not a database error later.
  if (hasNul(body)) throw badRequest("Text must not contain NUL characters.");
  return body as Record<string, unknown>;
}

function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (value && typeof value === "object") return Object.entries(value).some(([key, item]) => key.includes("\0") || hasNul(item));
  return false;
}

/** Parses a path id; anything that is not a positive integer is a 404 (no such resource). */
export function parseId(value: string | undefined, message = "Not found"): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw notFound(message);
  const id = Number(value);
  if (id <= 0) throw notFound(message);
  return id;
}
