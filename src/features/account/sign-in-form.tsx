"use client";

import { useState } from "react";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { AuthCard, AuthShell, Field, SubmitButton, linkClass, nextPath } from "./auth-card";
import { ForgotPasswordForm, ForgotPasswordLink } from "./forgot-password";
import { useSignIn } from "./use-sign-in";

export function SignInForm() {
  const t = useT();
  const { organization, siteTitle, locale, defaultLanguage } = useSite();
  const [forgot, setForgot] = useState(false);
  const home = localizedPath("/", locale, defaultLanguage);
  const { submit, error, busy } = useSignIn(() => window.location.assign(nextPath(home)));

  if (forgot)
    return (
      <AuthShell>
        <h1 className="text-2xl font-bold">{t("forgotTitle")}</h1>
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      </AuthShell>
    );

  return (
    <AuthCard
      title={t("signInTitle", { site: siteTitle || organization.name })}
      error={error}
      onSubmit={submit}
      footer={
        <>
          {t("noAccount")}{" "}
          <a className={linkClass} href={localizedPath("/register", locale, defaultLanguage)}>
            {t("register")}
          </a>
        </>
      }
    >
      <Field label={t("email")} name="email" type="email" autoComplete="email" />
      <Field label={t("password")} name="password" type="password" autoComplete="current-password" />
      <SubmitButton busy={busy} label={t("signIn")} busyLabel={t("signingIn")} />
      <ForgotPasswordLink onClick={() => setForgot(true)} />
    </AuthCard>
  );
}
