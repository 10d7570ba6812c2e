"use client";

import { X } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useViewer } from "@/platform/session";
import type { WidgetSettings } from "@/features/site";
import { fill, type MeetingsTexts } from "../texts";
import type { MeetingType, Slot } from "../types";
import { fetchMeetingTypes, newIdempotencyKey, postBooking, type BookingRequest } from "./api";
import { ApiError } from "@/platform/http/client";
import { BookingForm } from "./booking-form";
import { CalendarPanel } from "./calendar-view";
import { localDateKey, monthGrid, step, weekOf, type CalendarView } from "./calendar";
import { dateTime } from "./format";
import { keyFor, validateBooking, type FormErrors, type FormField } from "./form";
import { visitorZone, zonesDiffer } from "./slots";
import { useSlots } from "./use-slots";

export type Remembered = { name: string; email: string };
export type MeetingsModalProps = {
  settings: WidgetSettings;
  texts: MeetingsTexts;
  /** What the visitor typed last time (kept across a close, spec §4). */
  remembered: Remembered;
  onRemember: (values: Remembered) => void;
  onClose: () => void;
};

const without = (errors: FormErrors, field: FormField): FormErrors => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));

type Types = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; types: MeetingType[] };

/**
 * The Meetings modal (spec/visitor.md "Meeting widget", §4, §5, §8): the calendar view
 * (month, week or day from Sunday) and the booking form. Picking a time opens the form;
 * a booking returns to the calendar keeping name and email; Cancel or closing resets the
 * form but those two. A modal <dialog>: focus inside, Escape closes, the opener gets focus back.
 */
export default function MeetingsModal({ settings, texts, remembered, onRemember, onClose }: MeetingsModalProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const viewer = useViewer();
  const organizationId = settings.organization?.id;
  const locale = settings.locale;
  const organizationZone = settings.timeZone || "UTC";
  const zone = useMemo(() => visitorZone(), []);
  const today = localDateKey(new Date());

  const [types, setTypes] = useState<Types>({ status: "loading" });
  const [typeId, setTypeId] = useState<number | undefined>(undefined);
  const [view, setView] = useState<CalendarView>("month");
  const [focused, setFocused] = useState(today);
  const [selected, setSelected] = useState(today);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [step_, setStep] = useState<"calendar" | "form">("calendar");
  // null until typed: a signed-in person's account name fills it meanwhile.
  const [typedName, setName] = useState<string | null>(remembered.name || null);
  const [email, setEmail] = useState(remembered.email);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const idempotency = useRef<{ key: string; body: string } | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const shownStep = useRef<string | null>(null);

  // A signed-in customer books under their account's address; members may book for someone else.
  const customer = viewer?.user && !viewer.role ? viewer.user : null;
  const shownEmail = customer ? customer.email : email;
  const name = typedName ?? viewer?.user?.name ?? "";

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // Focus follows the view: the form's first field; back on the calendar, the notice or the chosen day.
  useEffect(() => {
    if (types.status !== "ready" || shownStep.current === step_) return;
    shownStep.current = step_;
    const root = body.current;
    const target =
      step_ === "form"
        ? root?.querySelector<HTMLElement>('[name="customer_name"]')
        : (root?.querySelector<HTMLElement>("[data-notice]") ?? root?.querySelector<HTMLElement>('button[data-day][tabindex="0"]') ?? root?.querySelector<HTMLElement>('[aria-pressed="true"]'));
    target?.focus();
  }, [step_, types.status]);

  const requestTypes = useCallback(() => {
    if (!organizationId) return;
    fetchMeetingTypes(organizationId, texts).then(
      (list) => {
        setTypes({ status: "ready", types: list });
        setTypeId((current) => current ?? list[0]?.id);
      },
      (error: unknown) => setTypes({ status: "error", message: error instanceof ApiError ? error.message : texts.serverError }),
    );
  }, [organizationId, texts]);
  useEffect(requestTypes, [requestTypes]);
  const loadTypes = () => {
    setTypes({ status: "loading" });
    requestTypes();
  };

  // The month view marks the days with free times: the whole grid's slots (one call), and the chosen day's.
  const days = useMemo(() => (view === "month" ? [...new Set([...monthGrid(focused).flat(), selected])].sort() : view === "week" ? weekOf(focused) : [focused]), [view, selected, focused]);
  const { state: slots, refresh } = useSlots(organizationId ?? 0, organizationZone, types.status === "ready" ? typeId : undefined, days, texts);

  /** Back to the calendar with a fresh form, name and email kept (spec §4). */
  const resetForm = () => {
    setSlot(null);
    setErrors({});
    setFormError(null);
    setAttempt(0);
    idempotency.current = null;
    if (types.status === "ready") setTypeId(types.types[0]?.id);
  };

  const close = () => {
    onRemember({ name, email });
    dialog.current?.close();
    onClose();
  };

  const onField = (field: FormField, value: string) => {
    setErrors((current) => without(current, field));
    if (field === "customer_name") setName(value);
    if (field === "customer_email") setEmail(value);
    if (field === "meeting_type_id") setTypeId(value ? Number(value) : undefined);
  };

  const submit = async () => {
    const values = { customer_name: name, customer_email: shownEmail, meeting_type_id: typeId, scheduled_at: slot?.start };
    const found = validateBooking(values, texts);
    setErrors(found);
    if (Object.keys(found).length) {
      setFormError(texts.fixErrors);
      setAttempt((n) => n + 1);
      return;
    }
    const body: BookingRequest = { customer_name: name.trim(), customer_email: shownEmail.trim(), meeting_type_id: typeId!, scheduled_at: slot!.start, locale };
    idempotency.current = keyFor(idempotency.current, JSON.stringify(body), newIdempotencyKey);
    setBusy(true);
    setFormError(null);
    try {
      const booking = await postBooking(organizationId!, body, idempotency.current.key, texts);
      onRemember({ name: body.customer_name, email: customer ? email : body.customer_email });
      setNotice({ tone: "success", text: fill(texts.booked, { time: dateTime(booking.scheduled_at ?? body.scheduled_at, locale, zone), email: body.customer_email }) });
      resetForm();
      setStep("calendar");
      refresh();
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(texts.serverError, 500);
      if (failure.status === 409) {
        // Taken meanwhile: back to the times, asked again, with the reason.
        setNotice({ tone: "error", text: texts.slotTaken });
        setSlot(null);
        idempotency.current = null;
        setStep("calendar");
        refresh();
      } else if (failure.field && (["customer_name", "customer_email", "meeting_type_id", "scheduled_at"] as string[]).includes(failure.field)) {
        setErrors({ [failure.field]: failure.message });
        setFormError(texts.fixErrors);
        setAttempt((n) => n + 1);
      } else {
        setFormError(failure.message);
        setAttempt((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  const move = (day: string) => setFocused(day);
  const content = () => {
    if (!organizationId) return <p role="alert" className="text-sm text-red-800">{texts.noOrganization}</p>;
    if (types.status === "loading") return <p role="status" className="text-sm text-gray-700">{texts.loading}</p>;
    if (types.status === "error")
      return (
        <div role="alert" className="space-y-2 text-sm text-red-800">
          <p className="font-semibold">{texts.typesFailed}</p>
          <p>{types.message}</p>
          <button type="button" onClick={loadTypes} className="min-h-10 rounded-lg border border-gray-300 px-3 font-medium text-gray-900 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none">
            {texts.retry}
          </button>
        </div>
      );
    if (types.types.length === 0)
      return (
        <div className="py-6 text-center">
          <p className="text-base font-semibold text-gray-900">{texts.noTypes}</p>
          <p className="mt-1 text-sm text-gray-700">{texts.noTypesHint}</p>
        </div>
      );
    if (step_ === "form")
      return (
        <BookingForm
          texts={texts}
          locale={locale}
          zone={zone}
          organizationZone={organizationZone}
          types={types.types}
          typeId={typeId}
          slot={slot}
          name={name}
          email={shownEmail}
          emailLocked={!!customer}
          errors={errors}
          formError={formError}
          busy={busy || viewer === null}
          attempt={attempt}
          onField={onField}
          onSubmit={submit}
          onCancel={() => {
            resetForm();
            setStep("calendar");
          }}
          onChangeTime={() => setStep("calendar")}
        />
      );
    return (
      <>
        {notice && (
          <p role={notice.tone === "error" ? "alert" : "status"} tabIndex={-1} data-notice className={`mb-3 rounded-lg border px-3 py-2 text-sm ${notice.tone === "error" ? "border-red-300 bg-red-50 text-red-800" : "border-emerald-300 bg-emerald-50 text-emerald-900"}`}>
            {notice.text}
          </p>
        )}
        {types.types.length > 1 && (
          <div className="mb-3">
            <label htmlFor={`${id}-type`} className="block text-sm font-medium text-gray-900">
              {texts.meetingType}
            </label>
            <select id={`${id}-type`} value={typeId ?? ""} onChange={(event) => setTypeId(Number(event.target.value))} className="mt-1 block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none sm:w-auto">
              {types.types.map((type) => (
                <option key={type.id} value={type.id}>{`${type.name_translation?.[locale] || type.name} (${fill(texts.minutes, { minutes: type.duration_minutes })})`}</option>
              ))}
            </select>
          </div>
        )}
        <CalendarPanel
          texts={texts}
          locale={locale}
          zone={zone}
          organizationZone={organizationZone}
          showZones={zonesDiffer(zone, organizationZone, new Date())}
          view={view}
          today={today}
          focused={focused}
          selected={selected}
          slots={slots}
          onView={setView}
          onStep={(direction) => {
            const next = step(view, focused, direction);
            setFocused(next);
            setSelected(next);
          }}
          onToday={() => {
            setFocused(today);
            setSelected(today);
          }}
          onFocusMove={move}
          onSelect={(day) => {
            setSelected(day);
            setFocused(day);
          }}
          onPick={(picked) => {
            setSlot(picked);
            setNotice(null);
            setErrors((current) => without(current, "scheduled_at"));
            setStep("form");
          }}
          onRetry={refresh}
        />
      </>
    );
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      data-meetings-modal
      lang={locale}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/50 sm:m-auto sm:h-auto sm:max-h-[90vh] sm:w-[min(56rem,calc(100vw-2rem))] sm:rounded-xl"
    >
      <div className="flex items-center gap-3 border-b border-gray-200 px-5 py-3">
        <h2 id={`${id}-title`} className="flex-1 text-lg font-semibold">
          {texts.title}
        </h2>
        <button type="button" onClick={close} className="inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none">
          <X aria-hidden className="size-5" />
          <span className="sr-only">{texts.close}</span>
        </button>
      </div>
      <div ref={body} className="px-5 py-4" data-meetings-step={step_}>
        {content()}
      </div>
    </dialog>
  );
}
