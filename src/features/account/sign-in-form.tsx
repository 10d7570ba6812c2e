"use client";

import { useState } from "react";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { AuthCard, AuthShell, Field, SubmitButton, linkClass, nextPath, useFormError } from "./auth-card";
import { ForgotPasswordForm, ForgotPasswordLink } from "./forgot-password";
import { FORM_ACTIONS, type FormError } from "./form-posts";
import { useSignIn } from "./use-sign-in";

/**
 * `/login`. `next`, `error`, `forgot`, `sent`: the page's query, for the form the browser
 * posts itself (scripts not run yet, or none): where to go after signing in, the error it
 * came back with, the "Forgot password?" form and its answer.
 */
export function SignInForm({
  next = "",
  error: code = null,
  forgot: forgotAsked = false,
  sent = false,
}: {
  next?: string;
  error?: FormError | null;
  forgot?: boolean;
  sent?: boolean;
}) {
  const t = useT();
  const { organization, siteTitle, locale, defaultLanguage } = useSite();
  const [forgot, setForgot] = useState(forgotAsked);
  const home = localizedPath("/", locale, defaultLanguage);
  const login = localizedPath("/login", locale, defaultLanguage);
  const here = next ? `${login}?next=${encodeURIComponent(next)}` : login;
  const posted = useFormError(code);
  const { submit, error, busy } = useSignIn(() => window.location.assign(nextPath(home)), forgotAsked ? null : posted);

  if (forgot)
    return (
      <AuthShell>
        <h1 className="text-2xl font-bold">{t("forgotTitle")}</h1>
        <ForgotPasswordForm
          onBack={() => setForgot(false)}
          backHref={here}
          back={`${login}?forgot=1`}
          sent={forgotAsked && sent}
          error={forgotAsked ? posted : null}
        />
      </AuthShell>
    );

  return (
    <AuthCard
      title={t("signInTitle", { site: siteTitle || organization.name })}
      error={error}
      onSubmit={submit}
      action={FORM_ACTIONS.signIn}
      hidden={{ back: here, ...(next ? { next } : {}) }}
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
      <ForgotPasswordLink href={`${login}?forgot=1`} onClick={() => setForgot(true)} />
    </AuthCard>
  );
}
