import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { parseId, route } from "@/platform/http/errors";
import { loadSite } from "@/platform/tenancy/organizations";
import { organizationOfHost } from "@/platform/tenancy/request";
import { meetingTimeText } from "../mail-text";
import { BOOKING_ERRORS, customerMayCancel } from "../rules";
import { meetingBookings, meetingTypes } from "../tables";
import { validCancelToken } from "./records";
import { cancelBookingRoute } from "./status";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own (the link opens outside the site's pages): plain HTML, no script, never cached or indexed, the token never sent on. */
function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#111}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #b91c1c;background:#b91c1c;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-store",
      "referrer-policy": "no-referrer",
      "x-robots-tag": "noindex",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}

type Params = { id: string };

/**
 * GET /api/meetings/bookings/{id}/cancel?token=: what the mail's link opens. It shows
 * the meeting and a "Cancel meeting" button (a form that POSTs the token back, so a
 * mail scanner that follows links cancels nothing).
 */
export const cancelPageRoute = route<Params>(async (request, params) => {
  const organizationId = await organizationOfHost(request);
  const token = new URL(request.url).searchParams.get("token");
  const id = parseId(params.id, BOOKING_ERRORS.notFound);
  const [row] = await (
    await getDb()
  )
    .select()
    .from(meetingBookings)
    .where(and(eq(meetingBookings.id, id), eq(meetingBookings.organization_id, organizationId)));
  if (!row || !validCancelToken(row, token)) return page(403, "Link not valid", `<p>${escape(BOOKING_ERRORS.cancelLink)}</p>`);
  const site = await loadSite(organizationId);
  const when = meetingTimeText(row.scheduled_at, row.duration_minutes, site?.settings.time_zone ?? "UTC");
  // An address nobody confirmed (no account booked it) sees the site's own text only: the type's name, not the typed title.
  const [type] =
    row.user_id === null && row.meeting_type_id
      ? await (await getDb()).select({ name: meetingTypes.name }).from(meetingTypes).where(eq(meetingTypes.id, row.meeting_type_id))
      : [];
  const title = row.user_id === null ? (type?.name ?? "Meeting") : row.title;
  const what = `<p><strong>${escape(title)}</strong><br>${escape(when)}</p>`;
  if (row.status === "cancelled") return page(200, "Meeting cancelled", `${what}<p>This meeting is cancelled.</p>`);
  if (!customerMayCancel(row.status, row.scheduled_at, new Date())) return page(409, "Cannot cancel", `${what}<p>${escape(BOOKING_ERRORS.tooLate)}.</p>`);
  return page(
    200,
    "Cancel your meeting?",
    `${what}<form method="post"><input type="hidden" name="token" value="${escape(token!)}"><button type="submit">Cancel meeting</button></form>`,
  );
});

/**
 * The page's form POST: read as the JSON call it stands for and sent through the same
 * publicAction() (same origin, rate limits, one transaction), answered as a page.
 */
export async function cancelFromForm(request: Request, context: { params: Promise<Params> }): Promise<Response> {
  const form = new URLSearchParams((await request.text()).slice(0, 4096));
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const answer = await cancelBookingRoute(
    new Request(request.url, { method: "POST", headers, body: JSON.stringify({ token: form.get("token") ?? "" }) }),
    context,
  );
  if (answer.ok) return page(200, "Meeting cancelled", "<p>Your meeting is cancelled. You will get a mail with the calendar file that removes it.</p>");
  const { error } = (await answer.json().catch(() => ({}))) as { error?: string };
  return page(answer.status, "Cannot cancel", `<p>${escape(error ?? "Something went wrong on our side. Please try again.")}</p>`);
}

/** POST: a form from the page, or the JSON call. */
export async function cancelRoute(request: Request, context: { params: Promise<Params> }): Promise<Response> {
  return (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")
    ? cancelFromForm(request, context)
    : cancelBookingRoute(request, context);
}
