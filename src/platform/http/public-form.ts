import "server-only";
import * as z from "zod";
import { readBytes } from "./body";
import { badRequest, errorResponse, firstIssue, HttpError } from "./errors";
import { pipeline, PUBLIC_BODY_BYTES, type PublicActionDeps, type PublicActionSpec, type RouteContext } from "./public-action";

export const FORM_MESSAGES = {
  notForm: "The request body must be a form (application/x-www-form-urlencoded).",
  unreadable: "The form could not be read: it is not valid percent-encoded UTF-8.",
  nul: "Text must not contain NUL characters.",
  page: 'page must be a path of this site, such as "/contact".',
} as const;

/** A refusal as a form's page words it: the status, the message, the field it names. */
export type Refusal = { status: number; message: string; field?: string };
export type FormOutcome<R> = { ok: true; result: R } | { ok: false; refusal: Refusal };

export type FormSpec<R> = {
  /** The posted fields as the body the action's schema reads (the JSON API's shape). */
  body: (fields: URLSearchParams) => Record<string, unknown>;
  /** The page the form is on (a path of this site, from the fields) and the fragment to land on; null when the fields name none. */
  back: (fields: URLSearchParams) => { path: string; hash?: string } | null;
  /** The query the page reads to show the outcome ("contact=sent"), or null when no page can show it (then it is answered as the JSON API does). */
  outcome: (fields: URLSearchParams, outcome: FormOutcome<R>) => string | null;
};

/**
 * A path of this site to send the visitor back to: "/" then no second slash or
 * backslash, no query or fragment, no control character, at most 500 characters.
 * Anything else is null (never a redirect to another site).
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 500 || !value.startsWith("/") || value.startsWith("//")) return null;
  return /[\\?#\u0000-\u001f\u007f]/.test(value) ? null : value;
}

const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));

/**
 * Reads an `application/x-www-form-urlencoded` body (what a browser sends for a
 * `<form method="post">`): 415 for another type, 413 above `limit` bytes, 400 for
 * bytes that are not UTF-8, a broken percent sequence, or a NUL character.
 */
export async function readForm(request: Request, limit: number): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) throw new HttpError(415, FORM_MESSAGES.notForm);
  const bytes = await readBytes(request, limit);
  const fields = new URLSearchParams();
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    for (const pair of text.split("&")) {
      if (!pair) continue;
      const at = pair.indexOf("=");
      fields.append(decode(at < 0 ? pair : pair.slice(0, at)), at < 0 ? "" : decode(pair.slice(at + 1)));
    }
  } catch {
    throw badRequest(FORM_MESSAGES.unreadable);
  }
  for (const [key, value] of fields) if (key.includes("\0") || value.includes("\0")) throw badRequest(FORM_MESSAGES.nul);
  return fields;
}

/** What a thrown refusal says, or null for a failure of ours (a 500, a database outage). */
function refusalOf(error: unknown): Refusal | null {
  if (error instanceof HttpError)
    return error.status < 500
      ? { status: error.status, message: error.message, field: typeof error.extra?.field === "string" ? error.extra.field : undefined }
      : null;
  if (error instanceof z.ZodError) {
    const { message, field } = firstIssue(error);
    return { status: 400, message, field };
  }
  return null;
}

const seeOther = (back: { path: string; hash?: string }, query: string) =>
  new Response(null, { status: 303, headers: { location: `${back.path}?${query}${back.hash ? `#${back.hash}` : ""}`, "cache-control": "no-store" } });

/**
 * The same visitor's write as publicAction (the organization from the host, the
 * same-origin check, the rate limits, the schema, one transaction, the mail after the
 * commit) for a form the browser posts by itself, before or without the page's
 * scripts (issue 36): the body is the form's fields, and the answer is 303 back to the
 * form's page (a path of this site) with the outcome in the query, which the page
 * shows in the visitor's language. Nothing the visitor typed goes into the address.
 * A refusal no page can word (an unknown host, another site's post, an unreadable
 * body) is answered as the JSON API answers it (4xx with `{ error }`).
 */
export function publicFormAction<P = Record<string, string>, S extends z.ZodType = z.ZodType, R = unknown>(
  spec: PublicActionSpec<P, S, R>,
  form: FormSpec<R>,
  overrides: Partial<PublicActionDeps> = {},
) {
  const run = pipeline(spec, overrides);
  const limit = spec.maxBytes ?? PUBLIC_BODY_BYTES;
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    // Refused before the body is read (a rate limit), the page is still in the body: a copy keeps it.
    const copy = request.clone();
    let fields: URLSearchParams | null = null;
    try {
      const { result } = await run(request, context, async () => {
        fields = await readForm(request, limit);
        if (!form.back(fields)) throw badRequest(FORM_MESSAGES.page);
        return form.body(fields);
      });
      const back = form.back(fields!)!;
      const query = form.outcome(fields!, { ok: true, result: result as R });
      return query ? seeOther(back, query) : Response.json(result, { status: spec.status ?? 201 });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) return errorResponse(error);
      fields ??= await readForm(copy, limit).catch(() => null);
      const back = fields && form.back(fields);
      const query = back && form.outcome(fields!, { ok: false, refusal });
      return back && query ? seeOther(back, query) : errorResponse(error);
    }
  };
}
