"use client";

import { Button } from "@/ui/button";
import { STATUS_TRANSITIONS, type BookingStatus } from "../rules";
import type { Booking } from "../types";

export const STATUS_LABEL: Record<BookingStatus, string> = {
  scheduled: "Scheduled",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
};
const STATUS_TONE: Record<BookingStatus, string> = {
  scheduled: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  completed: "bg-blue-100 text-blue-900",
  cancelled: "bg-gray-200 text-gray-800",
  no_show: "bg-red-100 text-red-900",
};
/** The action that takes a booking to a status, in plain words. */
const ACTION: Record<BookingStatus, string> = {
  scheduled: "Reschedule",
  confirmed: "Confirm",
  completed: "Mark completed",
  cancelled: "Cancel booking",
  no_show: "Mark no-show",
};
const BUSY: Record<BookingStatus, string> = {
  scheduled: "Saving...",
  confirmed: "Confirming...",
  completed: "Saving...",
  cancelled: "Cancelling...",
  no_show: "Saving...",
};

export type BookingCardProps = {
  booking: Booking;
  time: (iso: string) => string;
  busy: BookingStatus | null;
  onStatus: (booking: Booking, status: BookingStatus) => void;
  compact?: boolean;
};

/** One booking: time, customer, type (its colour), status, and the status changes open to it. */
export function BookingCard({ booking, time, busy, onStatus, compact }: BookingCardProps) {
  const actions = STATUS_TRANSITIONS[booking.status];
  const label = `${time(booking.scheduled_at)} – ${time(booking.end_at)}`;
  return (
    <article
      aria-label={`${booking.customer_name}, ${label}`}
      data-booking={booking.id}
      className="rounded-lg border border-gray-200 bg-white p-2.5 text-sm"
      style={{ borderInlineStartWidth: 4, borderInlineStartColor: booking.meeting_type?.color ?? "#3B82F6" }}
    >
      <p className="font-semibold text-gray-900">{label}</p>
      <p className="text-gray-900">{booking.customer_name}</p>
      {!compact && (
        <p className="break-all text-gray-700">
          <a className="underline underline-offset-2" href={`mailto:${booking.customer_email}`}>
            {booking.customer_email}
          </a>
        </p>
      )}
      <p className="text-gray-700">{booking.meeting_type?.name ?? booking.title}</p>
      <p className="mt-1">
        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[booking.status]}`} data-status={booking.status}>
          {STATUS_LABEL[booking.status]}
        </span>
      </p>
      {!compact && booking.notes && <p className="mt-1 whitespace-pre-wrap text-gray-700">{booking.notes}</p>}
      {actions.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-1.5">
          {actions
            .filter((status) => status !== "scheduled")
            .map((status) => (
              <Button
                key={status}
                variant={status === "cancelled" ? "danger" : status === "confirmed" ? "primary" : "secondary"}
                className="px-2.5 py-1.5 text-xs"
                busy={busy === status}
                busyLabel={BUSY[status]}
                disabled={busy !== null}
                aria-label={`${ACTION[status]}: ${booking.customer_name}, ${label}`}
                onClick={() => onStatus(booking, status)}
              >
                {ACTION[status]}
              </Button>
            ))}
        </div>
      )}
    </article>
  );
}
