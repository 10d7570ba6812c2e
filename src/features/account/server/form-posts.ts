import "server-only";
import { handleAuthRequest } from "@/platform/auth/handler";
import { readBytes } from "@/platform/http/body";
import { errorResponse, HttpError, notFound } from "@/platform/http/errors";
import { requestOrigin } from "@/platform/http/origin";
import { isLocale, splitLocale } from "@/platform/i18n/locales";
import { assertSameOrigin } from "@/platform/tenancy/authorize";
import type { AccountForm, FormError } from "../form-posts";
import { safeNextPath } from "../next-path";

/** A posted account form is a few short fields. */
export const FORM_BODY_BYTES = 16 * 1024;
export const FORM_MESSAGES = {
  notForm: "Send the form as application/x-www-form-urlencoded.",
  missing: (field: string) => `The form field "${field}" is missing.`,
} as const;

type Answer = { status: number; code: string };
type Where = { fields: URLSearchParams; back: string; home: string; origin: string };

type FormPost = {
  /** Better Auth's route the form stands for (through handleAuthRequest: its limits and checks). */
  auth: string;
  /** Fields the page's form always sends; a post without one is not that form (400). */
  required: readonly string[];
  /** The page the form is on, when `back` names none on this site. */
  page: string;
  body: (where: Where) => Record<string, unknown>;
  /** Where a success goes. */
  done: (where: Where) => string;
  /** The error code a failure shows on the form's page. */
  failed: (answer: Answer) => FormError;
  /** A failure found before asking Better Auth. */
  check?: (where: Where) => FormError | null;
  /** One of the account page's forms: its outcome names it (`?form=`). */
  section?: AccountForm;
};

const next = ({ fields, origin, home }: Where) => safeNextPath(fields.get("next"), origin, home);

const FORMS: Record<string, FormPost> = {
  "sign-in": {
    auth: "/sign-in/email",
    required: ["email", "password"],
    page: "/login",
    body: ({ fields }) => ({ email: fields.get("email")!.trim(), password: fields.get("password") }),
    done: next,
    // 403: the right password on an unconfirmed account (a new link was mailed).
    failed: ({ status }) => (status === 403 ? "unverified" : status === 429 ? "too-many" : status === 401 || status === 400 ? "invalid" : "error"),
  },
  "sign-up": {
    auth: "/sign-up/email",
    required: ["name", "email", "password"],
    page: "/register",
    body: (where) => ({
      name: where.fields.get("name")!.trim(),
      email: where.fields.get("email")!.trim(),
      password: where.fields.get("password"),
      callbackURL: next(where),
    }),
    done: ({ back }) => withQuery(back, "sent", "1"),
    failed: passwordOrEmail,
  },
  "forgot-password": {
    auth: "/request-password-reset",
    required: ["email"],
    page: "/login",
    body: ({ fields, home }) => ({ email: fields.get("email")!.trim(), redirectTo: `${home === "/" ? "" : home}/reset-password` }),
    done: ({ back }) => withQuery(back, "sent", "1"),
    failed: () => "error",
  },
  "reset-password": {
    auth: "/reset-password",
    required: ["token", "password"],
    page: "/reset-password",
    body: ({ fields }) => ({ token: fields.get("token"), newPassword: fields.get("password") }),
    done: ({ back }) => withQuery(back, "done", "1"),
    failed: (answer) => (answer.code === "PASSWORD_TOO_SHORT" ? "too-short" : answer.status === 400 ? "invalid-link" : "error"),
  },
  "confirm-email": {
    auth: "/confirm-email",
    required: ["token"],
    page: "/confirm-email",
    // No password: the browser that signed up keeps the sign-up's one (./sign-up-marker.ts in platform/auth).
    body: ({ fields }) => ({ token: fields.get("token"), ...(fields.has("password") ? { newPassword: fields.get("password") } : {}) }),
    done: next,
    failed: (answer) => (answer.code === "PASSWORD_TOO_SHORT" ? "too-short" : answer.code === "INVALID_TOKEN" ? "invalid-link" : "error"),
  },
  name: {
    auth: "/update-user",
    required: ["name"],
    page: "/account",
    section: "name",
    check: ({ fields }) => (fields.get("name")!.trim() ? null : "name-required"),
    body: ({ fields }) => ({ name: fields.get("name")!.trim() }),
    done: ({ back }) => withQuery(back, "done", "name"),
    failed: () => "error",
  },
  password: {
    auth: "/change-password",
    required: ["currentPassword", "newPassword"],
    page: "/account",
    section: "password",
    // The server ends the other sessions in any case (platform/auth/server.ts).
    body: ({ fields }) => ({ currentPassword: fields.get("currentPassword"), newPassword: fields.get("newPassword"), revokeOtherSessions: true }),
    done: ({ back }) => withQuery(back, "done", "password"),
    failed: (answer) =>
      answer.code === "PASSWORD_TOO_SHORT" ? "too-short" : answer.code === "INVALID_PASSWORD" || answer.status === 400 ? "wrong-password" : "error",
  },
  sessions: {
    auth: "/revoke-other-sessions",
    required: [],
    page: "/account",
    section: "sessions",
    body: () => ({}),
    done: ({ back }) => withQuery(back, "done", "sessions"),
    failed: () => "error",
  },
};

function passwordOrEmail(answer: Answer): FormError {
  if (answer.code === "PASSWORD_TOO_SHORT") return "too-short";
  if (answer.code === "INVALID_EMAIL") return "invalid-email";
  return "error";
}

/** `path` with `name=value` in its query, in place of an earlier outcome. */
function withQuery(path: string, name: string, value: string): string {
  const url = new URL(path, "http://site.invalid");
  for (const outcome of ["error", "sent", "done", "form"]) url.searchParams.delete(outcome);
  url.searchParams.set(name, value);
  return url.pathname + url.search;
}

async function formFields(request: Request): Promise<URLSearchParams> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") throw new HttpError(415, FORM_MESSAGES.notForm);
  return new URLSearchParams(new TextDecoder().decode(await readBytes(request, FORM_BODY_BYTES)));
}

const seeOther = (location: string, cookies: string[] = []) => {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
};

/**
 * `POST /api/account/<form>`: an account form posted by the browser itself (scripts not
 * run yet, or none). Refused when cross-site (403); the fields go to Better Auth as the
 * script sends them, through the same handler (rate limits, its Origin checks); the
 * answer is a 303 to the next page with Better Auth's cookies, or back to the form's
 * page with an error code.
 */
export async function handleAccountForm(request: Request, name: string): Promise<Response> {
  try {
    const form = Object.hasOwn(FORMS, name) ? FORMS[name] : null;
    if (!form) throw notFound();
    await assertSameOrigin(request);
    const fields = await formFields(request);
    const missing = form.required.find((field) => !fields.has(field));
    if (missing) throw new HttpError(400, FORM_MESSAGES.missing(missing));
    const origin = requestOrigin(request);
    const back = safeNextPath(fields.get("back"), origin, form.page);
    const { locale } = splitLocale(new URL(back, "http://site.invalid").pathname);
    const where: Where = { fields, back, origin, home: isLocale(locale) ? `/${locale}` : "/" };
    const failedBack = (code: FormError) => withQuery(back, "error", code) + (form.section ? `&form=${form.section}` : "");
    const refused = form.check?.(where);
    if (refused) return seeOther(failedBack(refused));

    const headers = new Headers(request.headers);
    headers.set("content-type", "application/json");
    headers.delete("content-length");
    const response = await handleAuthRequest(
      new Request(new URL(`/api/auth${form.auth}`, request.url), { method: "POST", headers, body: JSON.stringify(form.body(where)), signal: request.signal }),
    );
    // No organization answers on this host: nothing to go back to.
    if (response.status === 404) return response;
    const cookies = response.headers.getSetCookie();
    if (response.ok) return seeOther(form.done(where), cookies);
    const answer = (await response.json().catch(() => null)) as { code?: unknown } | null;
    return seeOther(failedBack(form.failed({ status: response.status, code: typeof answer?.code === "string" ? answer.code : "" })), cookies);
  } catch (error) {
    return errorResponse(error);
  }
}
