"use client";

import { useState } from "react";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { AuthCard, AuthShell, Field, Notice, SubmitButton, linkClass } from "./auth-card";
import { safeNextPath } from "./next-path";
import { useNewPassword } from "./use-new-password";

export type ConfirmState = "open" | "done" | "invalid";

/**
 * `/confirm-email?token=…`: the link mailed at sign-up. The address's owner chooses
 * the password here (it replaces whatever the person who signed up typed, and ends
 * every session); then the address is confirmed and they are signed in.
 */
export function ConfirmEmailForm({ token, state, email, next }: { token: string; state: ConfirmState; email: string; next: string }) {
  const t = useT();
  const { organization, siteTitle, locale, defaultLanguage } = useSite();
  const [expired, setExpired] = useState(false);
  const login = localizedPath("/login", locale, defaultLanguage);
  const { error, busy, submit } = useNewPassword(async (newPassword) => {
    const response = await fetch("/api/auth/confirm-email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token, newPassword }),
    }).catch(() => null);
    if (response?.ok) {
      window.location.assign(safeNextPath(next, window.location.origin, localizedPath("/", locale, defaultLanguage)));
      return false;
    }
    if (response?.status === 400 && ((await response.json().catch(() => null)) as { code?: string } | null)?.code === "INVALID_TOKEN") {
      setExpired(true);
      return null;
    }
    return t("genericError");
  });

  if (state !== "open" || expired)
    return (
      <AuthShell>
        <h1 className="text-2xl font-bold">{t("confirmEmailTitle")}</h1>
        {state === "done" && !expired ? <Notice success={t("confirmDone")} /> : <Notice error={t("confirmInvalid")} />}
        <a className={`block text-sm ${linkClass}`} href={login}>
          {t("signIn")}
        </a>
      </AuthShell>
    );

  return (
    <AuthCard title={t("confirmTitle")} error={error} onSubmit={submit} footer={null}>
      <p className="text-sm text-gray-700">{t("confirmIntro", { site: siteTitle || organization.name, email })}</p>
      <Field label={t("email")} name="email" type="email" autoComplete="username" defaultValue={email} readOnly />
      <Field label={t("newPassword")} name="password" type="password" autoComplete="new-password" />
      <SubmitButton busy={busy} label={t("confirmSave")} busyLabel={t("saving")} />
    </AuthCard>
  );
}
