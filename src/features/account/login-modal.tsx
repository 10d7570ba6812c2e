"use client";

import { useState, type FormEvent } from "react";
import { Modal } from "@/ui/modal";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { Field, Notice, SubmitButton, linkClass } from "./auth-card";
import { ForgotPasswordForm, ForgotPasswordLink } from "./forgot-password";
import type { LoginModalProps } from "./types";
import { useSignIn } from "./use-sign-in";


/** Sign-in over the current page (header login button, an editor whose session ended): nothing on the page is lost. */
export default function LoginModal({ onClose, onSignedIn }: LoginModalProps) {
  const t = useT();
  const { organization, siteTitle, locale, defaultLanguage } = useSite();
  const [forgot, setForgot] = useState(false);
  const { submit, error, busy } = useSignIn(() => (onSignedIn ? onSignedIn() : window.location.reload()));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={forgot ? t("forgotTitle") : t("signInTitle", { site: siteTitle || organization.name })}
      size="sm"
      stacked
    >
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <form
          data-login-modal
          className="space-y-4"
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            void submit(new FormData(event.currentTarget));
          }}
        >
          <Notice error={error} />
          <Field label={t("email")} name="email" type="email" autoComplete="email" />
          <Field label={t("password")} name="password" type="password" autoComplete="current-password" />
          <SubmitButton busy={busy} label={t("signIn")} busyLabel={t("signingIn")} />
          <ForgotPasswordLink onClick={() => setForgot(true)} />
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
