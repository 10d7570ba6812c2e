"use client";

import { useState } from "react";
import { authClient } from "@/platform/auth/client";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { AuthCard, AuthShell, Field, Notice, SubmitButton, linkClass, useFormError } from "./auth-card";
import { ForgotPasswordForm, ForgotPasswordLink } from "./forgot-password";
import { FORM_ACTIONS, type FormError } from "./form-posts";
import { useNewPassword } from "./use-new-password";

/**
 * `/reset-password?token=...`: the link from the reset mail; sets a new password once.
 * `works`: the server's check of the link when the page was opened; a used or expired
 * link says so at once and offers a new one, with no password form. `error`, `done`,
 * `sent`: what a form the browser posted itself (no script) came back with.
 */
export function ResetPasswordForm({
  token,
  works,
  error: code = null,
  done: posted = false,
  sent = false,
}: {
  token: string;
  works: boolean;
  error?: FormError | null;
  done?: boolean;
  sent?: boolean;
}) {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const [done, setDone] = useState(posted);
  const [askAgain, setAskAgain] = useState(false);
  const login = localizedPath("/login", locale, defaultLanguage);
  const here = `${localizedPath("/reset-password", locale, defaultLanguage)}?token=${encodeURIComponent(token)}`;
  const postedError = useFormError(code);
  const { error, busy, submit } = useNewPassword(async (newPassword) => {
    const { error: failure } = await authClient.resetPassword({ newPassword, token });
    if (!failure) setDone(true);
    return !failure ? null : failure.code === "INVALID_TOKEN" || failure.status === 400 ? t("resetLinkInvalid") : t("genericError");
  }, postedError);

  if (done)
    return (
      <AuthShell>
        <h1 className="text-2xl font-bold">{t("resetPasswordTitle")}</h1>
        <Notice success={t("passwordReset")} />
        <a className={`text-sm ${linkClass}`} href={login}>
          {t("signIn")}
        </a>
      </AuthShell>
    );

  if (askAgain || !works)
    return (
      <AuthShell>
        <h1 className="text-2xl font-bold">{t("forgotTitle")}</h1>
        {!works && !askAgain && !sent && <Notice error={t("resetLinkInvalid")} />}
        <ForgotPasswordForm backHref={login} back={here} sent={sent} />
      </AuthShell>
    );

  return (
    <AuthCard
      title={t("resetPasswordTitle")}
      error={error}
      onSubmit={submit}
      action={FORM_ACTIONS.resetPassword}
      hidden={{ token, back: here }}
      footer={<ForgotPasswordLink href={`${login}?forgot=1`} onClick={() => setAskAgain(true)} />}
    >
      <Field label={t("newPassword")} name="password" type="password" autoComplete="new-password" />
      <SubmitButton busy={busy} label={t("savePassword")} busyLabel={t("saving")} />
    </AuthCard>
  );
}
