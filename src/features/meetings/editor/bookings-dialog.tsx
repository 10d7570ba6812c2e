"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useViewer } from "@/platform/session";
import type { EditorProps } from "@/features/editing/record";
import { apiFetch } from "@/platform/http/client";
import { useOptionalSite } from "@/platform/tenancy/site-context";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Modal } from "@/ui/modal";
import type { BookingStatus } from "../rules";
import type { Booking, BookingsResponse } from "../types";
import { step, weekOf, type CalendarView } from "../public/calendar";
import { fullDate, rangeTitle, weekdayNames } from "../public/format";
import { dateInZone } from "../public/slots";
import { BookingCard, STATUS_LABEL } from "./booking-card";

type MemberView = Exclude<CalendarView, "month">;
const bookingsKey = (organizationId: number | undefined, from: string, to: string) => ["meeting-bookings", organizationId, from, to] as const;

/**
 * Bookings (owners and admins): the organization's meetings in a week (Sunday first) or
 * a day, in the organization's time zone, each with its status and the changes open to
 * it (confirm, complete, cancel, no-show; PATCH /api/meetings/bookings/{id}). Each change
 * shows its busy state and ends with a toast; a cancellation asks first (the customer is mailed).
 */
export default function BookingsDialog({ onClose }: EditorProps) {
  const viewer = useViewer();
  const site = useOptionalSite();
  const organizationId = viewer?.organization?.id;
  const locale = site?.locale ?? "en";
  const [zone, setZone] = useState(site?.timeZone || "UTC");
  const [view, setView] = useState<MemberView>("week");
  const [day, setDay] = useState(() => dateInZone(new Date(), zone));
  const [busy, setBusy] = useState<{ id: number; status: BookingStatus } | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const client = useQueryClient();

  const days = view === "week" ? weekOf(day) : [day];
  const [from, to] = [days[0], days[days.length - 1]];
  const query = useQuery({
    queryKey: bookingsKey(organizationId, from, to),
    queryFn: async () => {
      const data = await apiFetch<BookingsResponse>(`/api/meetings/bookings?organization_id=${organizationId}&start_date=${from}&end_date=${to}`, {
        fallback: "Failed to load bookings",
      });
      if (data.time_zone && data.time_zone !== zone) setZone(data.time_zone);
      return data;
    },
    enabled: !!organizationId,
    retry: false,
  });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: zone });
  const time = (iso: string) => timeFormat.format(new Date(iso));
  const byDay = (key: string) => (query.data?.bookings ?? []).filter((booking) => dateInZone(new Date(booking.scheduled_at), zone) === key);

  const change = useMutation({
    mutationFn: ({ booking, status }: { booking: Booking; status: BookingStatus }) =>
      apiFetch<Booking>(`/api/meetings/bookings/${booking.id}`, {
        method: "PATCH",
        body: { status, organization_id: organizationId },
        fallback: "Failed to update the booking",
      }),
    onMutate: ({ booking, status }) => setBusy({ id: booking.id, status }),
    onSuccess: (updated, { booking }) => {
      client.setQueryData<BookingsResponse>(bookingsKey(organizationId, from, to), (current) =>
        current ? { ...current, bookings: current.bookings.map((b) => (b.id === updated.id ? updated : b)) } : current,
      );
      toast.success(`${booking.customer_name}'s booking: ${STATUS_LABEL[updated.status]}`);
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : "Failed to update the booking"),
    onSettled: () => setBusy(null),
  });
  const onStatus = (booking: Booking, status: BookingStatus) => (status === "cancelled" ? setCancelling(booking) : change.mutate({ booking, status }));

  const title = view === "week" ? rangeTitle(from, to, locale) : fullDate(day, locale);
  const card = (booking: Booking, compact: boolean) => (
    <BookingCard key={booking.id} booking={booking} time={time} busy={busy?.id === booking.id ? busy.status : null} onStatus={onStatus} compact={compact} />
  );

  return (
    <>
      <Modal
        open
        onOpenChange={(open) => !open && onClose()}
        title="Bookings"
        description={`Times in ${zone}`}
        size="xl"
        footer={<Button onClick={() => onClose()}>Close</Button>}
      >
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <div role="group" aria-label="View" className="inline-flex rounded-md border border-gray-300 p-0.5">
            {(["week", "day"] as const).map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={view === name}
                onClick={() => setView(name)}
                className={`rounded px-3 py-1.5 text-sm font-medium ${view === name ? "bg-gray-900 text-white" : "text-gray-800 hover:bg-gray-100"}`}
              >
                {name === "week" ? "Week" : "Day"}
              </button>
            ))}
          </div>
          <div className="ms-auto flex items-center gap-1">
            <Button aria-label={view === "week" ? "Previous week" : "Previous day"} onClick={() => setDay(step(view, day, -1))}>
              <ChevronLeft aria-hidden className="size-4" />
            </Button>
            <Button onClick={() => setDay(dateInZone(new Date(), zone))}>Today</Button>
            <Button aria-label={view === "week" ? "Next week" : "Next day"} onClick={() => setDay(step(view, day, 1))}>
              <ChevronRight aria-hidden className="size-4" />
            </Button>
          </div>
        </div>
        <p aria-live="polite" className="mb-3 font-semibold text-gray-900" data-bookings-title>
          {title}
        </p>
        {query.isPending && <p className="text-sm text-gray-700">Loading bookings...</p>}
        {query.isError && (
          <p role="alert" className="text-sm text-red-700">
            {query.error instanceof Error ? query.error.message : "Failed to load bookings"}
          </p>
        )}
        {query.data && view === "week" && (
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-7" data-bookings-week>
            {days.map((key) => (
              <section key={key} aria-label={fullDate(key, locale)} data-day={key} className="min-w-0 rounded-lg bg-gray-50 p-1.5">
                <h3 className="mb-1.5 px-1 text-sm font-semibold text-gray-900">
                  <button type="button" className="hover:underline" onClick={() => (setDay(key), setView("day"))}>
                    {`${weekdayNames(key, locale).short} ${Number(key.slice(8))}`}
                    <span className="sr-only">{`, ${fullDate(key, locale)}, open the day`}</span>
                  </button>
                </h3>
                <div className="flex flex-col gap-1.5">{byDay(key).map((booking) => card(booking, true))}</div>
              </section>
            ))}
          </div>
        )}
        {query.data && view === "day" && (
          <section aria-label={fullDate(day, locale)} data-day={day}>
            {byDay(day).length === 0 ? (
              <p className="text-sm text-gray-700">No bookings on this day.</p>
            ) : (
              <div className="flex flex-col gap-2">{byDay(day).map((booking) => card(booking, false))}</div>
            )}
          </section>
        )}
      </Modal>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this booking?"
        description={
          cancelling
            ? `${cancelling.customer_name} (${cancelling.customer_email}) gets a cancellation mail for ${fullDate(dateInZone(new Date(cancelling.scheduled_at), zone), locale)}, ${time(cancelling.scheduled_at)}.`
            : ""
        }
        confirmLabel="Cancel booking"
        busyLabel="Cancelling..."
        onConfirm={async () => {
          if (!cancelling) return;
          await change.mutateAsync({ booking: cancelling, status: "cancelled" }).catch(() => undefined);
          setCancelling(null);
        }}
      />
    </>
  );
}
