"use client";

import type { FormEvent, ReactNode } from "react";
import { safeNextPath } from "./next-path";

export function AuthCard({
  title,
  error,
  onSubmit,
  children,
  footer,
}: {
  title: string;
  error: string | null;
  onSubmit: (form: FormData) => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-6">
      <form
        className="w-full max-w-sm space-y-4 rounded-xl border border-gray-200 bg-white p-8 shadow-sm"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget));
        }}
        noValidate
      >
        <h1 className="text-2xl font-bold">{title}</h1>
        {error && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {error}
          </p>
        )}
        {children}
        <div className="text-sm text-gray-600">{footer}</div>
      </form>
    </main>
  );
}

export function Field({ label, name, type = "text", autoComplete }: { label: string; name: string; type?: string; autoComplete?: string }) {
  return (
    <label className="block text-sm font-medium text-gray-700">
      {label}
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/20 focus:outline-none"
      />
    </label>
  );
}

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
