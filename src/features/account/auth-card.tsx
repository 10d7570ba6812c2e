"use client";

import type { FormEvent, ReactNode } from "react";
import { MIN_PASSWORD_LENGTH } from "@/platform/auth/rules";
import { useT } from "@/platform/tenancy/site-context";
import { FORM_ERRORS, type FormError } from "./form-posts";
import { safeNextPath } from "./next-path";

/**
 * An account page's form. With its scripts it sends through `onSubmit` (the page stays);
 * before they run, or without JavaScript, the browser posts it to `action` (one of
 * FORM_ACTIONS, ./form-posts.ts) with the `hidden` fields, never in the address.
 */
export function AuthCard({
  title,
  error,
  onSubmit,
  action,
  hidden = {},
  children,
  footer,
}: {
  title: string;
  error: string | null;
  onSubmit: (form: FormData) => void;
  action: string;
  hidden?: Record<string, string>;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <AuthShell>
      <form
        className="space-y-4"
        method="post"
        action={action}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget));
        }}
        noValidate
      >
        <HiddenFields values={hidden} />
        <h1 className="text-2xl font-bold">{title}</h1>
        <Notice error={error} />
        {children}
        <div className="text-sm text-gray-600">{footer}</div>
      </form>
    </AuthShell>
  );
}

/** Hidden inputs a form posts along (where it came from, where to go next, the link's token). */
export function HiddenFields({ values }: { values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** The message of an error code a posted form came back with (`?error=`), or null. */
export function useFormError(code: FormError | null | undefined): string | null {
  const t = useT();
  return code ? t(FORM_ERRORS[code], { min: MIN_PASSWORD_LENGTH }) : null;
}

/** The centred card of the account pages. */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-6">
      <div className={`w-full ${wide ? "max-w-lg" : "max-w-sm"} space-y-4 rounded-xl border border-gray-200 bg-white p-8 shadow-sm`}>{children}</div>
    </main>
  );
}

export function Field({
  label,
  name,
  type = "text",
  autoComplete,
  defaultValue,
  readOnly,
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  readOnly?: boolean;
}) {
  return (
    <label className="block text-sm font-medium text-gray-700">
      {label}
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        readOnly={readOnly}
        required={!readOnly}
        className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 read-only:bg-gray-50 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/20 focus:outline-none"
      />
    </label>
  );
}

/** An error (role alert) or a confirmation (role status) under a form's heading. */
export function Notice({ error, success }: { error?: string | null; success?: string | null }) {
  if (error)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
        {error}
      </p>
    );
  if (success)
    return (
      <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
        {success}
      </p>
    );
  return null;
}

// Underlined: a link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1).
export const linkClass = "text-blue-700 underline underline-offset-2 hover:no-underline";

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="w-full rounded-md bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-800 disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** Where to go after signing in: `?next=` when it is a page on this site (see ./next-path.ts), else `fallback`. */
export function nextPath(fallback: string) {
  return safeNextPath(new URLSearchParams(window.location.search).get("next"), window.location.origin, fallback);
}
