import "server-only";
import { localizedPath, splitLocale } from "@/platform/i18n/locales";
import { route } from "@/platform/http/errors";
import { cancelBookingRoute } from "./status";

type Params = { id: string };

/** The site's page of a mail's cancellation link (a personal page: PERSONAL_PAGES). */
export const CANCEL_PAGE_PATH = "/cancel-meeting";

/** The cancellation page of a booking, in `language` (no prefix for the site's own): what the mail links to, after the site's origin. */
export function cancelPagePath(id: number, token: string, language: string, siteLanguage: string): string {
  return `${localizedPath(CANCEL_PAGE_PATH, language, siteLanguage)}?${new URLSearchParams({ booking: String(id), token })}`;
}

/**
 * GET /api/meetings/bookings/{id}/cancel?token=: the link of mails sent before the
 * page moved to the site (CANCEL_PAGE_PATH): a 308 to it, on the same host, with the
 * booking and the token (it cancels nothing).
 */
export const cancelLinkRedirect = route<Params>(async (request, params) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const query = new URLSearchParams({ booking: params.id ?? "", token });
  return new Response(null, {
    status: 308,
    headers: { location: `${CANCEL_PAGE_PATH}?${query}`, "cache-control": "private, no-store", "referrer-policy": "no-referrer" },
  });
});

/** The page the form came from (`back`): the cancellation page, with or without a language prefix; else the one without. */
function backPath(value: string | null): string {
  return value && value.startsWith("/") && !value.startsWith("//") && splitLocale(value).path === CANCEL_PAGE_PATH && !/[?#\\]/.test(value)
    ? value
    : CANCEL_PAGE_PATH;
}

/**
 * The page's form (POST, form-encoded {token, back}): read as the JSON call it stands
 * for and sent through the same publicAction() (same origin, rate limits, one
 * transaction), then back to the page (303) with the outcome: `cancelled=1`, or
 * `failed=` the status (the page shows why: its own checks, or the status's message).
 */
async function cancelFromForm(request: Request, context: { params: Promise<Params> }): Promise<Response> {
  const form = new URLSearchParams((await request.text()).slice(0, 4096));
  const token = form.get("token") ?? "";
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const answer = await cancelBookingRoute(new Request(request.url, { method: "POST", headers, body: JSON.stringify({ token }) }), context);
  const { id } = await context.params;
  const query = new URLSearchParams({ booking: id ?? "", token });
  if (answer.ok) query.set("cancelled", "1");
  else query.set("failed", String(answer.status));
  return new Response(null, {
    status: 303,
    headers: { location: `${backPath(form.get("back"))}?${query}`, "cache-control": "private, no-store", "referrer-policy": "no-referrer" },
  });
}

/** POST: the page's form, or the JSON call. */
export async function cancelRoute(request: Request, context: { params: Promise<Params> }): Promise<Response> {
  return (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")
    ? cancelFromForm(request, context)
    : cancelBookingRoute(request, context);
}
