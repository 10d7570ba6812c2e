"use client";

import { useState, type FormEvent, type MouseEvent } from "react";
import { authClient } from "@/platform/auth/client";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { Field, HiddenFields, Notice, SubmitButton, linkClass } from "./auth-card";
import { FORM_ACTIONS } from "./form-posts";

/** A link that a script turns into an in-page switch (`onClick`); without one, the browser follows `href`. */
const follow = (onClick?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!onClick || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  onClick();
};

/**
 * Asks for a password reset link. The answer is the same whether the email has
 * an account or not; the link is mailed on this site's own host (see docs/decisions.md).
 * Posted by the browser itself (no script yet), it comes back to `back` with `sent`
 * (the answer then names no address: the address never goes into the page's address).
 */
export function ForgotPasswordForm({
  onBack,
  backHref,
  back,
  sent = false,
  error: postedError = null,
}: {
  onBack?: () => void;
  backHref: string;
  back: string;
  sent?: boolean;
  error?: string | null;
}) {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(postedError);
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

  const done = sentTo ? t("resetLinkSent", { email: sentTo }) : sent ? t("resetLinkSentAnon") : null;
  return (
    <form className="space-y-4" method="post" action={FORM_ACTIONS.forgotPassword} noValidate onSubmit={submit} data-forgot-password>
      <HiddenFields values={{ back }} />
      <Notice error={error} success={done} />
      {!done && (
        <>
          <p className="text-sm text-gray-700">{t("forgotIntro")}</p>
          <Field label={t("email")} name="email" type="email" autoComplete="email" />
          <SubmitButton busy={busy} label={t("sendResetLink")} busyLabel={t("sendingResetLink")} />
        </>
      )}
      <a href={backHref} className={`block text-sm ${linkClass}`} onClick={follow(onBack)}>
        {t("backToSignIn")}
      </a>
    </form>
  );
}

/** The "Forgot password?" switch under a sign-in form: the forgot form in place, or the sign-in page's without a script. */
export function ForgotPasswordLink({ href, onClick }: { href: string; onClick: () => void }) {
  const t = useT();
  return (
    <a href={href} className={`block text-sm ${linkClass}`} onClick={follow(onClick)}>
      {t("forgotPassword")}
    </a>
  );
}
