"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useSite } from "@/platform/tenancy/site-context";
import { customerMayCancel, BOOKING_LIMITS } from "../rules";
import { fill, loadMeetingsTexts, type MeetingsTexts } from "../texts";
import type { Booking } from "../types";
import { cancelBooking, fetchBookings } from "./api";
import { ApiError } from "@/platform/http/client";
import { addDays, localDateKey } from "./calendar";
import { dateTime } from "./format";

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; bookings: Booking[] };

const BUTTON = "inline-flex min-h-10 items-center justify-center rounded-lg px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60";

/**
 * /account's "Your upcoming meetings": a signed-in customer's own bookings of the next
 * three months (GET /api/meetings/bookings answers a customer only theirs; a member, who is
 * answered everyone's, sees those under their own address), each with its
 * status and, while it may still be cancelled, Cancel (asked once more, then
 * POST /api/meetings/bookings/{id}/cancel).
 */
export default function AccountBookings({ email }: { email: string }) {
  const site = useSite();
  const id = useId();
  const [texts, setTexts] = useState<MeetingsTexts | null>(null);
  const [state, setState] = useState<State>({ status: "loading" });
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // The cancelled meeting's row (and its focused button) is gone: the outcome takes the focus.
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  useEffect(() => {
    void loadMeetingsTexts(site.locale).then(setTexts);
  }, [site.locale]);

  const load = useCallback(
    (words: MeetingsTexts) => {
      const today = localDateKey(new Date());
      // The API's range is organization dates; a day either side covers any zone.
      fetchBookings(site.organization.id, addDays(today, -1), addDays(today, BOOKING_LIMITS.rangeDays - 2), words).then(
        (data) => setState({ status: "ready", bookings: data.bookings.filter((b) => b.customer_email.toLowerCase() === email.toLowerCase() && customerMayCancel(b.status, new Date(b.scheduled_at), new Date())).sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at)) }),
        (error: unknown) => setState({ status: "error", message: error instanceof ApiError ? error.message : words.serverError }),
      );
    },
    [site.organization.id, email],
  );
  useEffect(() => {
    if (texts) load(texts);
  }, [texts, load]);

  if (!texts) return null;
  const when = (booking: Booking) => dateTime(booking.scheduled_at, site.locale);

  const cancel = async (booking: Booking) => {
    setBusy(booking.id);
    try {
      await cancelBooking(site.organization.id, booking.id, texts);
      setMessage({ tone: "success", text: fill(texts.meetingCancelled, { time: when(booking) }) });
      setState((current) => (current.status === "ready" ? { status: "ready", bookings: current.bookings.filter((b) => b.id !== booking.id) } : current));
    } catch (error) {
      setMessage({ tone: "error", text: error instanceof ApiError ? error.message : texts.serverError });
    } finally {
      setBusy(null);
      setAsking(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} data-account-bookings className="space-y-3 border-t border-gray-200 pt-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {texts.yourMeetings}
      </h2>
      {message && (
        <p ref={messageRef} tabIndex={-1} role={message.tone === "error" ? "alert" : "status"} className={`text-sm ${message.tone === "error" ? "text-red-800" : "text-emerald-800"}`}>
          {message.text}
        </p>
      )}
      {state.status === "loading" && <p className="text-sm text-gray-700">{texts.loading}</p>}
      {state.status === "error" && <p role="alert" className="text-sm text-red-800">{state.message}</p>}
      {state.status === "ready" && state.bookings.length === 0 && <p className="text-sm text-gray-700">{texts.noMeetings}</p>}
      {state.status === "ready" && state.bookings.length > 0 && (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
          {state.bookings.map((booking) => (
            <li key={booking.id} data-booking={booking.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{booking.meeting_type?.name ?? booking.title}</p>
                <p className="text-sm text-gray-700">
                  {when(booking)} · {texts[`status_${booking.status}`]}
                </p>
              </div>
              {asking === booking.id ? (
                <div role="group" aria-label={fill(texts.cancelQuestion, { time: when(booking) })} className="flex flex-wrap items-center gap-2">
                  <span className="text-sm text-gray-900">{fill(texts.cancelQuestion, { time: when(booking) })}</span>
                  <button type="button" autoFocus disabled={busy === booking.id} aria-busy={busy === booking.id || undefined} onClick={() => cancel(booking)} className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}>
                    {busy === booking.id ? texts.cancelling : texts.confirmCancel}
                  </button>
                  <button type="button" disabled={busy === booking.id} onClick={() => setAsking(null)} className={`${BUTTON} border border-gray-900 bg-white text-gray-900 hover:bg-gray-100`}>
                    {texts.keepMeeting}
                  </button>
                </div>
              ) : (
                <button type="button" onClick={() => setAsking(booking.id)} className={`${BUTTON} border border-gray-900 bg-white text-gray-900 hover:bg-gray-100`}>
                  {texts.cancelMeeting}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
