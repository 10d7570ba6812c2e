"use client";

import { useState } from "react";
import { authClient } from "@/platform/auth/client";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { AuthCard, Field, SubmitButton, nextPath } from "./auth-card";
import { MIN_PASSWORD_LENGTH } from "@/platform/auth/rules";

/** Customers create an account: signed in, with no membership in the organization. */
export function RegisterForm() {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(form: FormData) {
    const password = String(form.get("password") ?? "");
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t("passwordTooShort", { min: MIN_PASSWORD_LENGTH }));
      return;
    }
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.signUp.email({
      name: String(form.get("name") ?? "").trim(),
      email: String(form.get("email") ?? "").trim(),
      password,
    });
    if (!failure) {
      window.location.assign(nextPath(localizedPath("/", locale, defaultLanguage)));
      return;
    }
    setBusy(false);
    setError(failure.status === 422 ? t("emailTaken") : failure.message || t("genericError"));
  }

  return (
    <AuthCard
      title={t("registerTitle")}
      error={error}
      onSubmit={submit}
      footer={
        <>
          {t("haveAccount")}{" "}
          <a className="text-blue-700 hover:underline" href={localizedPath("/login", locale, defaultLanguage)}>
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
