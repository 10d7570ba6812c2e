"use client";

import { usePath } from "@/platform/path";
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { newIdempotencyKey, sendQuote, visiblePath } from "@/features/messages";
import { useT } from "@/platform/tenancy/site-context";

type Field = "name" | "email" | "message";
type QuoteLine = { plan_id: number; quantity: number };

/** A simple address check before sending (the server has the last word). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const INPUT =
  "mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 aria-invalid:border-red-700";

/**
 * "Request a quote" (issue 20): name, email and a message, sent with the basket's
 * plans and quantities to POST /api/messages (kind "quote", the messages feature's
 * sendQuote) with an Idempotency-Key, kept for the retries of one request (a network
 * failure) and new for the next one.
 * A refusal names its field (400 { error, field }): the message shows under it.
 */
export function QuoteForm({ lines, onSent }: { lines: QuoteLine[]; onSent: (email: string) => void }) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState({ name: "", email: "", message: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const page = visiblePath(usePath());

  const focus = (field: Field) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = t("basket.nameRequired");
    if (!EMAIL.test(values.email.trim())) found.email = t("basket.emailInvalid");
    setErrors(found);
    setProblem(null);
    const first = (["name", "email"] as const).find((field) => found[field]);
    if (first) return focus(first);

    setBusy(true);
    key.current ??= newIdempotencyKey();
    const result = await sendQuote({ name: values.name, email: values.email, message: values.message, page: "/basket", lines }, key.current);
    setBusy(false);
    // A lost answer keeps the key: the next try is the same request, which the server answers once.
    if (result.ok || result.reason !== "network") key.current = null;
    if (result.ok) return onSent(values.email.trim());
    if (result.reason === "rate-limited") return setProblem(t("basket.tooMany"));
    if (result.reason === "invalid" && (result.field === "name" || result.field === "email" || result.field === "message")) {
      setErrors({ [result.field]: result.error });
      return focus(result.field);
    }
    setProblem(result.reason === "invalid" ? result.error : t("basket.sendFailed"));
  }

  const control = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      key.current = null; // another body is another request
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: INPUT,
  });

  const field = (name: Field, label: string, input: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-gray-900">
        {label}
      </label>
      {input}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    // Posted by the browser itself (it never is while this form is on screen: the basket's
    // lines exist only in its scripts), it goes to the server's form route with the lines
    // as hidden fields, never into the address.
    <form ref={form} method="post" action="/api/messages/form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-quote-form className="space-y-4 rounded-2xl border border-gray-200 bg-gray-50 p-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-gray-900">
        {t("basket.quoteTitle")}
      </h2>
      <p className="text-sm text-gray-700">{t("basket.quoteIntro")}</p>
      <input type="hidden" name="kind" value="quote" />
      <input type="hidden" name="page" value={page} />
      {lines.map((line) => (
        <span key={line.plan_id} hidden>
          <input type="hidden" name="plan_id" value={line.plan_id} />
          <input type="hidden" name="quantity" value={line.quantity} />
        </span>
      ))}
      {field("name", t("basket.name"), <input {...control("name")} type="text" autoComplete="name" maxLength={200} required />)}
      {field("email", t("basket.email"), <input {...control("email")} type="email" autoComplete="email" maxLength={254} required />)}
      {field("message", t("basket.message"), <textarea {...control("message")} rows={4} maxLength={5000} />)}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-gray-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        {busy ? t("basket.sending") : t("basket.send")}
      </button>
    </form>
  );
}
