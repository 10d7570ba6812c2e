"use client";

import { useState, type FormEvent } from "react";
import { Modal } from "@/ui/modal";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { Field, HiddenFields, Notice, SubmitButton, linkClass } from "./auth-card";
import { ForgotPasswordForm, ForgotPasswordLink } from "./forgot-password";
import { FORM_ACTIONS } from "./form-posts";
import type { LoginModalProps } from "./types";
import { useSignIn } from "./use-sign-in";

/** Sign-in over the current page (header login button, an editor whose session ended): nothing on the page is lost. */
export default function LoginModal({ onClose, onSignedIn }: LoginModalProps) {
  const t = useT();
  const { organization, siteTitle, locale, defaultLanguage } = useSite();
  const [forgot, setForgot] = useState(false);
  const { submit, error, busy } = useSignIn(() => (onSignedIn ? onSignedIn() : window.location.reload()));
  const login = localizedPath("/login", locale, defaultLanguage);
  // Posted by the browser (not expected: the modal only opens from a script), it comes back to this page.
  const here = typeof window === "undefined" ? "/" : window.location.pathname + window.location.search;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={forgot ? t("forgotTitle") : t("signInTitle", { site: siteTitle || organization.name })}
      size="sm"
      stacked
    >
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} backHref={login} back={`${login}?forgot=1`} />
      ) : (
        <form
          data-login-modal
          className="space-y-4"
          method="post"
          action={FORM_ACTIONS.signIn}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            void submit(new FormData(event.currentTarget));
          }}
        >
          <HiddenFields values={{ back: login, next: here }} />
          <Notice error={error} />
          <Field label={t("email")} name="email" type="email" autoComplete="email" />
          <Field label={t("password")} name="password" type="password" autoComplete="current-password" />
          <SubmitButton busy={busy} label={t("signIn")} busyLabel={t("signingIn")} />
          <ForgotPasswordLink href={`${login}?forgot=1`} onClick={() => setForgot(true)} />
          <p className="text-sm text-gray-600">
            {t("noAccount")}{" "}
            <a className={linkClass} href={localizedPath("/register", locale, defaultLanguage)}>
              {t("register")}
            </a>
          </p>
        </form>
      )}
    </Modal>
  );
}
