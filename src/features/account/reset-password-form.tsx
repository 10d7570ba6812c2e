"use client";

import { useState } from "react";
import { authClient } from "@/platform/auth/client";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { AuthCard, AuthShell, Field, Notice, SubmitButton, linkClass } from "./auth-card";
import { ForgotPasswordForm } from "./forgot-password";
import { useNewPassword } from "./use-new-password";

/**
 * `/reset-password?token=...`: the link from the reset mail; sets a new password once.
 * `works`: the server's check of the link when the page was opened; a used or expired
 * link says so at once and offers a new one, with no password form.
 */
export function ResetPasswordForm({ token, works }: { token: string; works: boolean }) {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const [done, setDone] = useState(false);
  const [askAgain, setAskAgain] = useState(false);
  const login = localizedPath("/login", locale, defaultLanguage);
  const { error, busy, submit } = useNewPassword(async (newPassword) => {
    const { error: failure } = await authClient.resetPassword({ newPassword, token });
    if (!failure) setDone(true);
    return !failure ? null : failure.code === "INVALID_TOKEN" || failure.status === 400 ? t("resetLinkInvalid") : t("genericError");
  });

  if (askAgain || !works)
    return (
      <AuthShell>
        <h1 className="text-2xl font-bold">{t("forgotTitle")}</h1>
        {!works && !askAgain && <Notice error={t("resetLinkInvalid")} />}
        <ForgotPasswordForm onBack={() => window.location.assign(login)} />
      </AuthShell>
    );

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

  return (
    <AuthCard
      title={t("resetPasswordTitle")}
      error={error}
      onSubmit={submit}
      footer={
        <button type="button" className={linkClass} onClick={() => setAskAgain(true)}>
          {t("forgotPassword")}
        </button>
      }
    >
      <Field label={t("newPassword")} name="password" type="password" autoComplete="new-password" />
      <SubmitButton busy={busy} label={t("savePassword")} busyLabel={t("saving")} />
    </AuthCard>
  );
}
