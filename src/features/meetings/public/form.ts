import type { MeetingsTexts } from "../texts";

/** The booking form's fields, in the order errors are focused. */
export const FORM_FIELDS = ["meeting_type_id", "customer_name", "customer_email", "scheduled_at"] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormErrors = Partial<Record<FormField, string>>;

/** spec/visitor.md §5's simple address pattern (the same as the server's EMAIL_PATTERN, kept here without zod). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FormValues = { customer_name: string; customer_email: string; meeting_type_id: number | undefined; scheduled_at: string | undefined };

/** The form's checks (spec §5, messages word for word), as the server makes them. */
export function validateBooking(values: FormValues, texts: MeetingsTexts): FormErrors {
  const errors: FormErrors = {};
  if (values.meeting_type_id === undefined) errors.meeting_type_id = texts.typeRequired;
  if (!values.customer_name.trim()) errors.customer_name = texts.nameRequired;
  const email = values.customer_email.trim();
  if (!email) errors.customer_email = texts.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.customer_email = texts.emailInvalid;
  if (!values.scheduled_at) errors.scheduled_at = texts.slotRequired;
  return errors;
}

/**
 * The Idempotency-Key for a submit: the same while the same booking is sent again (a
 * retry after a lost answer, a double click), a new one once anything in it changed.
 */
export function keyFor(previous: { key: string; body: string } | null, body: string, fresh: () => string): { key: string; body: string } {
  return previous && previous.body === body ? previous : { key: fresh(), body };
}
