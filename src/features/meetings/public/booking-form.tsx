"use client";

import { useEffect, useId, useRef, type FormEvent } from "react";
import { translated } from "@/platform/i18n/locales";
import { fill, type MeetingsTexts } from "../texts";
import type { MeetingType, Slot } from "../types";
import { dateTime } from "./format";
import { FORM_FIELDS, type FormErrors, type FormField } from "./form";
import { useScriptsReady } from "@/ui/use-scripts-ready";
import { zoneName } from "./slots";

export type BookingFormProps = {
  texts: MeetingsTexts;
  locale: string;
  zone: string;
  organizationZone: string;
  types: readonly MeetingType[];
  typeId: number | undefined;
  slot: Slot | null;
  name: string;
  email: string;
  /** A signed-in customer books under their account's address (spec "Meeting widget": read-only). */
  emailLocked: boolean;
  errors: FormErrors;
  formError: string | null;
  busy: boolean;
  /** Bumped on each refused submit: focus goes to the first wrong field. */
  attempt: number;
  onField: (field: FormField, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onChangeTime: () => void;
};

const INPUT =
  "mt-1 block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 focus-visible:border-blue-700 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none aria-[invalid=true]:border-red-700 read-only:bg-gray-100";
const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60";

/** The booking view: the chosen time, meeting type, name and email (spec §5; a field's error clears when it changes). */
export function BookingForm(props: BookingFormProps) {
  const { texts, locale, errors, busy } = props;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const ready = useScriptsReady();

  useEffect(() => {
    if (!props.attempt) return;
    const first = FORM_FIELDS.find((field) => errors[field]);
    const target = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : form.current?.querySelector<HTMLElement>("[data-form-error]");
    target?.focus();
    // Only a new refused submit moves the focus, not each change of the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.attempt]);

  const described = (field: FormField, hint?: string) => [errors[field] ? `${id}-${field}-error` : null, hint].filter(Boolean).join(" ") || undefined;
  const error = (field: FormField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-800">
        {errors[field]}
      </p>
    ) : null;
  const organizationTime = props.slot && props.zone !== props.organizationZone ? fill(texts.organizationTime, { time: dateTime(props.slot.start, locale, props.organizationZone), zone: zoneName(props.organizationZone) }) : null;

  return (
    <form
      ref={form}
      method="post"
      action="/api/meetings/bookings"
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) props.onSubmit();
      }}
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-gray-900">
        {texts.bookingTitle}
      </h3>
      {props.formError && (
        <p role="alert" tabIndex={-1} data-form-error className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {props.formError}
        </p>
      )}
      <div className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 text-sm">
        <p className="font-semibold text-gray-900">{texts.selectedTime}</p>
        {props.slot ? (
          <p className="text-gray-900" data-chosen-time>
            {dateTime(props.slot.start, locale, props.zone)}
            {organizationTime && <span className="block text-gray-700">{organizationTime}</span>}
          </p>
        ) : null}
        {error("scheduled_at")}
        <button type="button" onClick={props.onChangeTime} className="mt-1 text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none">
          {texts.changeTime}
        </button>
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="block text-sm font-medium text-gray-900">
          {texts.meetingType}
        </label>
        <select
          id={`${id}-type`}
          name="meeting_type_id"
          className={INPUT}
          value={props.typeId ?? ""}
          aria-invalid={errors.meeting_type_id ? true : undefined}
          aria-describedby={described("meeting_type_id")}
          onChange={(event) => props.onField("meeting_type_id", event.target.value)}
        >
          <option value="">{texts.chooseType}</option>
          {props.types.map((type) => (
            <option key={type.id} value={type.id}>
              {`${translated(type.name, type.name_translation, locale)} (${fill(texts.minutes, { minutes: type.duration_minutes })})`}
            </option>
          ))}
        </select>
        {error("meeting_type_id")}
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium text-gray-900">
          {texts.name}
        </label>
        <input
          id={`${id}-name`}
          name="customer_name"
          autoComplete="name"
          className={INPUT}
          value={props.name}
          aria-invalid={errors.customer_name ? true : undefined}
          aria-describedby={described("customer_name")}
          onChange={(event) => props.onField("customer_name", event.target.value)}
        />
        {error("customer_name")}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-gray-900">
          {texts.email}
        </label>
        <input
          id={`${id}-email`}
          name="customer_email"
          type="email"
          autoComplete="email"
          className={INPUT}
          value={props.email}
          readOnly={props.emailLocked}
          aria-invalid={errors.customer_email ? true : undefined}
          aria-describedby={described("customer_email", props.emailLocked ? `${id}-email-hint` : undefined)}
          onChange={(event) => props.onField("customer_email", event.target.value)}
        />
        {props.emailLocked && (
          <p id={`${id}-email-hint`} className="mt-1 text-sm text-gray-700">
            {texts.emailFromAccount}
          </p>
        )}
        {error("customer_email")}
      </div>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <button type="button" onClick={props.onCancel} className={`${BUTTON} border border-gray-900 bg-white text-gray-900 hover:bg-gray-100`}>
          {texts.cancel}
        </button>
        <button type="submit" disabled={busy || !ready} aria-busy={busy || undefined} className={`${BUTTON} bg-blue-700 text-white hover:bg-blue-800`}>
          {busy ? texts.booking : texts.book}
        </button>
      </div>
    </form>
  );
}
