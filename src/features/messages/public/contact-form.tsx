"use client";

import { usePath, useSearch } from "@/platform/path";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { MessageKey } from "@/platform/i18n/messages";
import { useT } from "@/platform/tenancy/site-context";
import { newIdempotencyKey, sendContact, type SendResult } from "../client";
import { EMAIL_PATTERN, MESSAGE_ERRORS, MESSAGE_FORM_CODES, MESSAGE_LIMITS, PHONE_PATTERN, type ContactBody } from "../rules";
import { visiblePath } from "./page-path";

export type ContactFormProps = {
  /** A listing the message is about: shown above the fields and sent as the subject (the server stores its current title). */
  subject?: { type: "listing"; id: number; title: string };
  /** The message field's first text ("I am interested in …"). */
  defaultMessage?: string;
  /** Tighter spacing, a shorter message box and no panel (inside a dialog). */
  compact?: boolean;
  /**
   * The form's id on its page: posted without scripts, the visitor comes back to it
   * (`#contact-12`) with the outcome; a form with an anchor shows the outcome the
   * address names (`?contact=sent`, `?contact=emailInvalid`).
   */
  anchor?: string;
};

type Field = "name" | "email" | "phone" | "message";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, MessageKey>>;
const FIELDS: readonly Field[] = ["name", "email", "phone", "message"];

/** The server's words for a refused field, as the catalog's keys (the page's language). */
const SERVER_WORDS: Record<string, MessageKey> = {
  [MESSAGE_ERRORS.nameRequired]: "messages.nameRequired",
  [MESSAGE_ERRORS.emailRequired]: "messages.emailRequired",
  [MESSAGE_ERRORS.emailInvalid]: "messages.emailInvalid",
  [MESSAGE_ERRORS.phoneInvalid]: "messages.phoneInvalid",
  [MESSAGE_ERRORS.messageRequired]: "messages.messageRequired",
  [MESSAGE_ERRORS.listingGone]: "messages.listingGone",
};

/** The field a refused post's code names (`?contact=emailInvalid`). */
const CODE_FIELDS: Partial<Record<keyof typeof MESSAGE_ERRORS, Field>> = {
  nameRequired: "name",
  nameTooLong: "name",
  emailRequired: "email",
  emailInvalid: "email",
  phoneInvalid: "phone",
  messageRequired: "message",
  messageTooLong: "message",
};

/**
 * What the server's answer to a post without scripts left in the address (the
 * outcome's code, see MESSAGE_FORM_CODES) means for the form: sent, a field's
 * error, or a message above the button.
 */
function fromOutcome(code: string | null | undefined): { sent: boolean; errors: Errors; failure: MessageKey | null } {
  const none = { sent: false, errors: {}, failure: null };
  if (!code) return none;
  if (code === MESSAGE_FORM_CODES.sent) return { ...none, sent: true };
  if (code === MESSAGE_FORM_CODES.tooMany) return { ...none, failure: "messages.tooMany" };
  if (!Object.hasOwn(MESSAGE_ERRORS, code)) return none;
  const words = SERVER_WORDS[MESSAGE_ERRORS[code as keyof typeof MESSAGE_ERRORS]] ?? "messages.fixErrors";
  const field = CODE_FIELDS[code as keyof typeof MESSAGE_ERRORS];
  return field ? { ...none, errors: { [field]: words } } : { ...none, failure: words };
}

/** What the browser can check before sending (the server is the judge; same messages). */
function check(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = "messages.nameRequired";
  if (!values.email.trim()) errors.email = "messages.emailRequired";
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = "messages.emailInvalid";
  if (values.phone.trim() && !PHONE_PATTERN.test(values.phone)) errors.phone = "messages.phoneInvalid";
  if (!values.message.trim()) errors.message = "messages.messageRequired";
  return errors;
}

const INPUT =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/20 focus:outline-none";

/**
 * A visitor's contact form (name, email, optional phone, message): checked in the
 * browser with the server's messages, sent to POST /api/messages with an
 * Idempotency-Key (kept while the same text is retried), errors under their fields
 * (aria-describedby), a busy state, then the thank-you text. Light on purpose: no
 * schema library ships to visitors.
 */
export function ContactForm({ subject, defaultMessage = "", compact = false, anchor }: ContactFormProps) {
  const t = useT();
  const id = useId();
  const page = visiblePath(usePath());
  const search = useSearch();
  // The outcome of a post without scripts, as the server's 303 named it (only for a form placed on the page).
  const [outcome] = useState(() => fromOutcome(anchor ? new URLSearchParams(search).get("contact") : null));
  const [values, setValues] = useState<Values>({ name: "", email: "", phone: "", message: defaultMessage });
  const [errors, setErrors] = useState<Errors>(outcome.errors);
  const [failure, setFailure] = useState<string | null>(outcome.failure && t(outcome.failure));
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(outcome.sent);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const thanks = useRef<HTMLDivElement>(null);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Changing a field clears its error (spec/visitor.md §5).
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const failed = (result: Exclude<SendResult, { ok: true }>) => {
    if (result.reason === "network") return setFailure(t("messages.networkError"));
    if (result.reason === "rate-limited") return setFailure(t("messages.tooMany"));
    if (result.reason === "server") return setFailure(t("messages.serverError"));
    const words = SERVER_WORDS[result.error];
    if (result.field && (FIELDS as readonly string[]).includes(result.field)) return showErrors({ [result.field]: words ?? "messages.fixErrors" });
    setFailure(words ? t(words) : result.error);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = check(values);
    if (Object.keys(found).length) return showErrors(found);
    const body: Omit<ContactBody, "kind"> = {
      name: values.name.trim(),
      email: values.email.trim(),
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      message: values.message.trim(),
      page: window.location.pathname,
      ...(subject ? { subject: { type: subject.type, id: subject.id } } : {}),
    };
    const json = JSON.stringify(body);
    // The same text sent again (after a lost answer) keeps its key: the server stores it once.
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    setBusy(true);
    const result = await sendContact(body, attempt.current.key);
    setBusy(false);
    if (!result.ok) return failed(result);
    attempt.current = null;
    setSent(true);
    setValues((current) => ({ ...current, phone: "", message: defaultMessage }));
  };

  // The thank-you text takes the focus the Send button had (it is gone), so it is read out.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const panel = compact ? "" : "rounded-2xl border border-gray-200 bg-white p-6 text-gray-900 shadow-sm sm:p-8";

  if (sent) {
    return (
      <div ref={thanks} id={anchor} tabIndex={-1} role="status" className={`${panel} text-gray-900 focus:outline-none`} data-contact-sent>
        <p className="text-lg font-semibold">{t("messages.sent")}</p>
        <p className="mt-1 text-gray-700">{t("messages.sentDetail")}</p>
        <button
          type="button"
          onClick={() => setSent(false)}
          className="mt-4 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {t("messages.sendAnother")}
        </button>
      </div>
    );
  }

  const field = (name: Field, label: MessageKey, options: { type?: string; autoComplete?: string; required?: boolean; max: number; rows?: number }) => {
    const error = errors[name];
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const shared = {
      id: inputId,
      name,
      value: values[name],
      maxLength: options.max,
      required: options.required,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId : undefined,
      className: `${INPUT} ${error ? "border-red-600" : "border-gray-300"}`,
    };
    return (
      <div className={name === "message" || compact ? "sm:col-span-2" : undefined}>
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
          {t(label)}
          {options.required && (
            <span className="text-red-700">
              <span aria-hidden> *</span>
              <span className="sr-only"> ({t("messages.required")})</span>
            </span>
          )}
        </label>
        {options.rows ? (
          <textarea {...shared} ref={(node) => void (inputs.current[name] = node)} rows={options.rows} onChange={(event) => change(name, event.target.value)} />
        ) : (
          <input {...shared} ref={(node) => void (inputs.current[name] = node)} type={options.type ?? "text"} autoComplete={options.autoComplete} onChange={(event) => change(name, event.target.value)} />
        )}
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {t(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    // method="post" to the server's own form route: pressed before (or without) the page's
    // scripts, the browser posts it there and comes back to this page with the outcome;
    // with the scripts, `submit` sends it as JSON and nothing leaves the page.
    <form method="post" action="/api/messages/form" id={anchor} noValidate onSubmit={submit} aria-label={t("messages.contactForm")} aria-busy={busy} className={panel} data-contact-form>
      <input type="hidden" name="kind" value="contact" />
      <input type="hidden" name="page" value={page} />
      {anchor && <input type="hidden" name="anchor" value={anchor} />}
      {subject && <input type="hidden" name="subject_id" value={subject.id} />}
      {subject && <p className="mb-4 text-sm font-medium text-gray-700">{t("messages.about", { title: subject.title })}</p>}
      <div className={`grid grid-cols-1 ${compact ? "gap-3" : "gap-4 sm:grid-cols-2"}`}>
        {field("name", "messages.name", { autoComplete: "name", required: true, max: MESSAGE_LIMITS.name })}
        {field("email", "messages.email", { type: "email", autoComplete: "email", required: true, max: MESSAGE_LIMITS.email })}
        {field("phone", "messages.phone", { type: "tel", autoComplete: "tel", max: MESSAGE_LIMITS.phone })}
        {field("message", "messages.message", { required: true, max: MESSAGE_LIMITS.message, rows: compact ? 3 : 5 })}
      </div>
      {failure && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="mt-5 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-gray-900 px-5 py-2.5 font-medium text-white hover:bg-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60 sm:w-auto"
      >
        {busy ? t("messages.sending") : t("messages.send")}
      </button>
    </form>
  );
}
