import "server-only";
import type { Metadata } from "next";
import { and, eq } from "drizzle-orm";
import { Breadcrumbs } from "@/features/chrome";
import { getDb } from "@/platform/db/client";
import { answerNotFound } from "@/platform/http/response-status";
import { localizedPath } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";
import type { SearchParams } from "@/platform/tenancy/site-params";
import { meetingTimeText } from "../mail-text";
import { customerMayCancel } from "../rules";
import { meetingBookings, meetingTypes } from "../tables";
import { loadMeetingsTexts, uiLocaleOf, type MeetingsTexts } from "../texts";
import { CANCEL_PAGE_PATH } from "./cancel-link";
import { validCancelToken } from "./records";

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** What the page shows: the link's booking and what may be done with it, or that the link is not valid. */
type Shown = { state: "invalid" } | { state: "open" | "cancelled" | "too-late"; id: number; token: string; title: string; when: string };

/** The link's booking of this site (by id and its token), for the page; "invalid" for anything else. */
async function shownBooking(site: Site, locale: string, query: SearchParams): Promise<Shown> {
  const booking = one(query.booking);
  const token = one(query.token);
  if (!/^\d{1,9}$/.test(booking) || !token) return { state: "invalid" };
  const db = await getDb();
  const [row] = await db
    .select()
    .from(meetingBookings)
    .where(and(eq(meetingBookings.id, Number(booking)), eq(meetingBookings.organization_id, site.organization.id)));
  if (!row || !validCancelToken(row, token)) return { state: "invalid" };
  // An address nobody confirmed (no account booked it) sees the site's own text only: the type's name, not the typed title.
  const [type] =
    row.user_id === null && row.meeting_type_id
      ? await db.select({ name: meetingTypes.name }).from(meetingTypes).where(eq(meetingTypes.id, row.meeting_type_id))
      : [];
  const texts = await loadMeetingsTexts(locale);
  const title = row.user_id === null ? (type?.name ?? texts.meeting) : row.title;
  const when = meetingTimeText(row.scheduled_at, row.duration_minutes, site.settings.time_zone ?? "UTC", uiLocaleOf(locale));
  const state = row.status === "cancelled" ? "cancelled" : customerMayCancel(row.status, row.scheduled_at, new Date()) ? "open" : "too-late";
  return { state, id: row.id, token, title, when };
}

/**
 * The `<title>` of the page, in its language; never indexed; its address (the token)
 * sent to no other site ("same-origin": "no-referrer" would make the form's POST say
 * `Origin: null`, which publicAction() refuses as cross-site).
 */
export async function cancelPageMetadata(locale: string): Promise<Metadata> {
  const texts = await loadMeetingsTexts(locale);
  return { title: texts.cancelPageTitle, robots: { index: false, follow: false }, referrer: "same-origin" };
}

/** The message of a form that came back with `failed=` a status the page's own checks do not explain. */
function failure(texts: MeetingsTexts, status: string): string {
  if (status === "429") return texts.tooMany;
  // The token is checked again by the page (a link that is not valid shows that): a 403 here is another refusal.
  if (status === "403") return texts.unauthorized;
  if (status === "404") return texts.cancelLinkInvalid;
  return texts.serverError;
}

/**
 * `/cancel-meeting?booking=&token=`: the page of the booking mail's cancellation link,
 * inside the site's layout. It shows the meeting and a form whose button cancels it
 * (POST to the cancel call, which goes through publicAction() and comes back here with
 * the outcome): opening the link cancels nothing, so a mail scanner that follows it
 * does no harm. A link that is not valid answers 404 with why. A personal page
 * (PERSONAL_PAGES): never kept by a cache.
 */
export async function CancelMeetingPage({ site, locale, query }: { site: Site; locale: string; query: SearchParams }) {
  const [texts, shown] = await Promise.all([loadMeetingsTexts(locale), shownBooking(site, locale, query)]);
  const back = localizedPath(CANCEL_PAGE_PATH, locale, site.settings.language);
  const cancelledNow = one(query.cancelled) === "1";
  const failed = one(query.failed);
  if (shown.state === "invalid") answerNotFound();
  const heading =
    shown.state === "invalid"
      ? texts.cancelLinkInvalidTitle
      : shown.state === "cancelled"
        ? texts.meetingCancelledTitle
        : shown.state === "too-late"
          ? texts.cannotCancelTitle
          : texts.cancelPageTitle;
  return (
    <>
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center gap-4 p-8" data-cancel-meeting>
        <h1 className="text-3xl font-bold">{heading}</h1>
        {shown.state === "invalid" ? (
          <p className="text-gray-700">{texts.cancelLinkInvalid}</p>
        ) : (
          <>
            <p className="text-gray-900">
              <strong>{shown.title}</strong>
              <br />
              {shown.when}
            </p>
            {shown.state === "cancelled" ? (
              <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">
                {cancelledNow ? texts.cancelledNow : texts.alreadyCancelled}
              </p>
            ) : shown.state === "too-late" ? (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
                {texts.cannotCancel}
              </p>
            ) : (
              <>
                {failed ? (
                  <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
                    {failure(texts, failed)}
                  </p>
                ) : null}
                <form method="post" action={`/api/meetings/bookings/${shown.id}/cancel`}>
                  <input type="hidden" name="token" value={shown.token} />
                  <input type="hidden" name="back" value={back} />
                  <button
                    type="submit"
                    className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                  >
                    {texts.cancelMeeting}
                  </button>
                </form>
              </>
            )}
          </>
        )}
      </main>
      <Breadcrumbs overrides={{ "cancel-meeting": { label: texts.cancelMeeting } }} />
    </>
  );
}
