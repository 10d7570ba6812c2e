"use client";

import { useState } from "react";
import { authClient } from "@/platform/auth/client";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { AuthCard, Field, SubmitButton, nextPath } from "./auth-card";

export function SignInForm() {
  const t = useT();
  const { organization, siteTitle, locale, defaultLanguage } = useSite();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const home = localizedPath("/", locale, defaultLanguage);

  async function submit(form: FormData) {
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.signIn.email({
      email: String(form.get("email") ?? "").trim(),
      password: String(form.get("password") ?? ""),
    });
    if (!failure) {
      window.location.assign(nextPath(home));
      return;
    }
    setBusy(false);
    setError(failure.status === 429 ? t("tooManyAttempts") : failure.status === 401 || failure.status === 400 ? t("invalidCredentials") : t("genericError"));
  }

  return (
    <AuthCard
      title={t("signInTitle", { site: siteTitle || organization.name })}
      error={error}
      onSubmit={submit}
      footer={
        <>
          {t("noAccount")}{" "}
          <a className="text-blue-700 hover:underline" href={localizedPath("/register", locale, defaultLanguage)}>
            {t("register")}
          </a>
        </>
      }
    >
      <Field label={t("email")} name="email" type="email" autoComplete="email" />
      <Field label={t("password")} name="password" type="password" autoComplete="current-password" />
      <SubmitButton busy={busy} label={t("signIn")} busyLabel={t("signingIn")} />
    </AuthCard>
  );
}
