"use client";

import { useState, type FormEvent } from "react";
import { ApiError, request } from "@/platform/http/client";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { AuthCard, AuthShell, Field, HiddenFields, Notice, SubmitButton, linkClass, useFormError } from "./auth-card";
import { FORM_ACTIONS, type FormError } from "./form-posts";
import { safeNextPath } from "./next-path";
import { useNewPassword } from "./use-new-password";

export type ConfirmState = "open" | "done" | "invalid";

type Sent = { ok: true } | { ok: false; code: string };

async function send(body: { token: string; newPassword?: string }): Promise<Sent> {
  try {
    await request("/api/auth/confirm-email", { method: "POST", body });
    return { ok: true };
  } catch (error) {
    const code = error instanceof ApiError && error.status === 400 ? error.body?.code : undefined;
    return { ok: false, code: typeof code === "string" ? code : "" };
  }
}

/**
 * `/confirm-email?token=…`: the link mailed at sign-up. In the browser that signed up
 * (`keep`: its sign-up marker matches the account), confirming keeps the sign-up's
 * password and signs in. Anywhere else the address's owner chooses the password here
 * (it replaces whatever the person who signed up typed, and ends every session); then
 * the address is confirmed and they are signed in. `error`: what a form the browser
 * posted itself (no script) came back with.
 */
export function ConfirmEmailForm({
  token,
  state,
  email,
  next,
  keep: keepAtFirst = false,
  error: code = null,
}: {
  token: string;
  state: ConfirmState;
  email: string;
  next: string;
  keep?: boolean;
  error?: FormError | null;
}) {
  const t = useT();
  const { organization, siteTitle, locale, defaultLanguage } = useSite();
  const [expired, setExpired] = useState(code === "invalid-link");
  const [keep, setKeep] = useState(keepAtFirst);
  const [keeping, setKeeping] = useState(false);
  const login = localizedPath("/login", locale, defaultLanguage);
  const here = `${localizedPath("/confirm-email", locale, defaultLanguage)}?token=${encodeURIComponent(token)}${next ? `&next=${encodeURIComponent(next)}` : ""}`;
  const hidden = { token, back: here, ...(next ? { next } : {}) };
  const site = siteTitle || organization.name;
  const postedError = useFormError(code === "invalid-link" ? null : code);
  const goOn = () => window.location.assign(safeNextPath(next, window.location.origin, localizedPath("/", locale, defaultLanguage)));
  const { error, busy, submit } = useNewPassword(async (newPassword) => {
    const sent = await send({ token, newPassword });
    if (sent.ok) {
      goOn();
      return false;
    }
    if (sent.code === "INVALID_TOKEN") {
      setExpired(true);
      return null;
    }
    return t("genericError");
  }, postedError);

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

  if (keep)
    return (
      <AuthShell>
        <form
          className="space-y-4"
          method="post"
          action={FORM_ACTIONS.confirmEmail}
          onSubmit={async (event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            setKeeping(true);
            const sent = await send({ token });
            if (sent.ok) return goOn();
            setKeeping(false);
            if (sent.code === "INVALID_TOKEN") setExpired(true);
            // This browser's marker no longer matches (it expired, or the password changed): choose one.
            else setKeep(false);
          }}
        >
          <HiddenFields values={hidden} />
          <h1 className="text-2xl font-bold">{t("confirmEmailTitle")}</h1>
          <Notice error={postedError} />
          <p className="text-sm text-gray-700">{t("confirmKeepIntro", { site, email })}</p>
          <SubmitButton busy={keeping} label={t("confirmKeep")} busyLabel={t("saving")} />
        </form>
      </AuthShell>
    );

  return (
    <AuthCard title={t("confirmTitle")} error={error} onSubmit={submit} action={FORM_ACTIONS.confirmEmail} hidden={hidden} footer={null}>
      <p className="text-sm text-gray-700">{t("confirmIntro", { site, email })}</p>
      <Field label={t("email")} name="email" type="email" autoComplete="username" defaultValue={email} readOnly />
      <Field label={t("newPassword")} name="password" type="password" autoComplete="new-password" />
      <SubmitButton busy={busy} label={t("confirmSave")} busyLabel={t("saving")} />
    </AuthCard>
  );
}
