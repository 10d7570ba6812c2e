import { errorResponse } from "./errors";

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * An unexpected failure (5xx) answers `{ error: message }` with one of the spec's
 * default messages (spec/site-admin.md §8, "Server responses") instead of a generic
 * one; 4xx answers keep their own precise message.
 */
export function withFallbackError<C>(message: string, handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      response = errorResponse(error);
    }
    if (response.status < 500) return response;
    return Response.json({ error: message }, { status: response.status });
  };
}
