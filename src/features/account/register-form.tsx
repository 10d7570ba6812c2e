"use client";

import { useState } from "react";
import { authClient } from "@/platform/auth/client";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { AuthCard, AuthShell, Field, Notice, SubmitButton, linkClass, nextPath, useFormError } from "./auth-card";
import { FORM_ACTIONS, type FormError } from "./form-posts";
import { MIN_PASSWORD_LENGTH } from "@/platform/auth/rules";

/**
 * Customers create an account (no membership in the organization). It signs in
 * only after the link mailed to the address is followed; the answer never says
 * whether the address already had an account (its owner gets a mail instead).
 * `path` (`/register` or `/signup`), `next`, `error`, `sent`: the page and its query,
 * for the form the browser posts itself (scripts not run yet, or none).
 */
export function RegisterForm({
  path = "/register",
  next = "",
  error: code = null,
  sent = false,
}: {
  path?: string;
  next?: string;
  error?: FormError | null;
  sent?: boolean;
}) {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const [error, setError] = useState<string | null>(useFormError(code));
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const page = localizedPath(path, locale, defaultLanguage);

  async function submit(form: FormData) {
    const password = String(form.get("password") ?? "");
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t("passwordTooShort", { min: MIN_PASSWORD_LENGTH }));
      return;
    }
    setBusy(true);
    setError(null);
    const email = String(form.get("email") ?? "").trim();
    const { error: failure } = await authClient.signUp.email({
      name: String(form.get("name") ?? "").trim(),
      email,
      password,
      // Where the confirmation link lands, signed in.
      callbackURL: nextPath(localizedPath("/", locale, defaultLanguage)),
    });
    setBusy(false);
    if (!failure) setSentTo(email);
    else setError(failure.code === "INVALID_EMAIL" ? t("invalidEmail") : failure.message || t("genericError"));
  }

  if (sentTo || sent)
    return (
      <AuthShell>
        <h1 className="text-2xl font-bold">{t("checkEmailTitle")}</h1>
        <Notice success={sentTo ? t("checkEmailBody", { email: sentTo }) : t("checkEmailSent")} />
        <a className={`text-sm ${linkClass}`} href={localizedPath("/login", locale, defaultLanguage)}>
          {t("backToSignIn")}
        </a>
      </AuthShell>
    );

  return (
    <AuthCard
      title={t("registerTitle")}
      error={error}
      onSubmit={submit}
      action={FORM_ACTIONS.signUp}
      hidden={{ back: next ? `${page}?next=${encodeURIComponent(next)}` : page, ...(next ? { next } : {}) }}
      footer={
        <>
          {t("haveAccount")}{" "}
          <a className={linkClass} href={localizedPath("/login", locale, defaultLanguage)}>
            {t("signIn")}
          </a>
        </>
      }
    >
      <Field label={t("name")} name="name" autoComplete="name" />
      <Field label={t("email")} name="email" type="email" autoComplete="email" />
      <Field label={t("password")} name="password" type="password" autoComplete="new-password" />
      <SubmitButton busy={busy} label={t("register")} busyLabel={t("registering")} />
    </AuthCard>
  );
}
