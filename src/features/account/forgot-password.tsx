"use client";

import { useState, type FormEvent } from "react";
import { authClient } from "@/platform/auth/client";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { Field, Notice, SubmitButton, linkClass } from "./auth-card";

/**
 * Asks for a password reset link. The answer is the same whether the email has
 * an account or not; the link is mailed on this site's own host (see docs/decisions.md).
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
    const email = field.value.trim();
    if (!email) return field.focus();
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.requestPasswordReset({ email, redirectTo: localizedPath("/reset-password", locale, defaultLanguage) });
    setBusy(false);
    if (failure) setError(t("genericError"));
    else setSentTo(email);
  }

  return (
    <form className="space-y-4" noValidate onSubmit={submit} data-forgot-password>
      <Notice error={error} success={sentTo && t("resetLinkSent", { email: sentTo })} />
      {!sentTo && (
        <>
          <p className="text-sm text-gray-700">{t("forgotIntro")}</p>
          <Field label={t("email")} name="email" type="email" autoComplete="email" />
          <SubmitButton busy={busy} label={t("sendResetLink")} busyLabel={t("sendingResetLink")} />
        </>
      )}
      <button type="button" className={`text-sm ${linkClass}`} onClick={onBack}>
        {t("backToSignIn")}
      </button>
    </form>
  );
}

/** The "Forgot password?" switch under a sign-in form. */
export function ForgotPasswordLink({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className={`text-sm ${linkClass}`} onClick={onClick}>
      {t("forgotPassword")}
    </button>
  );
}
