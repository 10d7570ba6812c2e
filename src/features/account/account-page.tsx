"use client";

import { Suspense, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { AccountBookings } from "@/features/meetings/widgets";
import { authClient } from "@/platform/auth/client";
import { MIN_PASSWORD_LENGTH } from "@/platform/auth/rules";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { AuthShell, Field, HiddenFields, Notice, SubmitButton, useFormError } from "./auth-card";
import { FORM_ACTIONS, type AccountForm, type FormError } from "./form-posts";

type Outcome = { error?: string | null; success?: string | null };

const noSubscription = () => () => {};

/**
 * One form of the account page: its own heading, message and busy state. Its fields are
 * disabled until the page's scripts run (nothing to press before), then it sends through
 * `onSubmit`; `action` is where a client without scripts posts it. `initial`: what such a
 * post came back with.
 */
function Section({
  title,
  action,
  back,
  initial = {},
  onSubmit,
  children,
}: {
  title: string;
  action: string;
  back: string;
  initial?: Outcome;
  onSubmit: (form: HTMLFormElement) => Promise<Outcome>;
  children: (busy: boolean) => ReactNode;
}) {
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(initial);
  const id = `account-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-gray-200 pt-4 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <form
        className="space-y-3"
        method="post"
        action={action}
        noValidate
        onSubmit={async (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setBusy(true);
          setOutcome({});
          const form = event.currentTarget;
          setOutcome(await onSubmit(form));
          setBusy(false);
        }}
      >
        <HiddenFields values={{ back }} />
        <Notice error={outcome.error} success={outcome.success} />
        <fieldset disabled={!ready} className="space-y-3">
          {children(busy)}
        </fieldset>
      </form>
    </section>
  );
}

const value = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "");

const SUCCESS = { name: "nameSaved", password: "passwordChanged", sessions: "othersSignedOut" } as const;

/**
 * `/account`: the signed-in person's name, email, password and other sessions. `posted`:
 * the outcome of a form posted without scripts (`?form=…&error=…`, `?done=…`).
 */
export function AccountPage({
  user,
  posted = {},
}: {
  user: { name: string; email: string };
  posted?: { form?: AccountForm | null; error?: FormError | null };
}) {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const [signingOut, setSigningOut] = useState(false);
  const back = localizedPath("/account", locale, defaultLanguage);
  const postedError = useFormError(posted.error);
  const initial = (form: AccountForm): Outcome => (posted.form !== form ? {} : postedError ? { error: postedError } : { success: t(SUCCESS[form]) });

  return (
    <AuthShell wide>
      <h1 className="text-2xl font-bold">{t("accountTitle")}</h1>
      <Section
        title={t("name")}
        action={FORM_ACTIONS.name}
        back={back}
        initial={initial("name")}
        onSubmit={async (form) => {
          const name = value(form, "name").trim();
          if (!name) return { error: t("nameRequired") };
          const { error } = await authClient.updateUser({ name });
          return error ? { error: t("genericError") } : { success: t("nameSaved") };
        }}
      >
        {(busy) => (
          <>
            <Field label={t("name")} name="name" autoComplete="name" defaultValue={user.name} />
            <Field label={t("email")} name="email" type="email" defaultValue={user.email} readOnly />
            <SubmitButton busy={busy} label={t("saveName")} busyLabel={t("saving")} />
          </>
        )}
      </Section>
      <Section
        title={t("changePassword")}
        action={FORM_ACTIONS.password}
        back={back}
        initial={initial("password")}
        onSubmit={async (form) => {
          const newPassword = value(form, "newPassword");
          if (newPassword.length < MIN_PASSWORD_LENGTH) return { error: t("passwordTooShort", { min: MIN_PASSWORD_LENGTH }) };
          // The server ends the other sessions in any case (see platform/auth/server.ts).
          const { error } = await authClient.changePassword({ currentPassword: value(form, "currentPassword"), newPassword, revokeOtherSessions: true });
          if (error) return { error: error.code === "INVALID_PASSWORD" || error.status === 400 ? t("wrongCurrentPassword") : t("genericError") };
          form.reset();
          return { success: t("passwordChanged") };
        }}
      >
        {(busy) => (
          <>
            <p className="text-sm text-gray-700">{t("changePasswordHint")}</p>
            <Field label={t("currentPassword")} name="currentPassword" type="password" autoComplete="current-password" />
            <Field label={t("newPassword")} name="newPassword" type="password" autoComplete="new-password" />
            <SubmitButton busy={busy} label={t("changePassword")} busyLabel={t("saving")} />
          </>
        )}
      </Section>
      <Section
        title={t("otherSessions")}
        action={FORM_ACTIONS.sessions}
        back={back}
        initial={initial("sessions")}
        onSubmit={async () => {
          const { error } = await authClient.revokeOtherSessions();
          return error ? { error: t("genericError") } : { success: t("othersSignedOut") };
        }}
      >
        {(busy) => (
          <>
            <p className="text-sm text-gray-700">{t("otherSessionsHint")}</p>
            <SubmitButton busy={busy} label={t("signOutOthers")} busyLabel={t("saving")} />
          </>
        )}
      </Section>
      {/* The person's upcoming meetings with Cancel (issue 23); its code loads with this page only. */}
      <Suspense fallback={null}>
        <AccountBookings email={user.email} />
      </Suspense>
      <button
        type="button"
        className="text-sm text-blue-700 hover:underline disabled:opacity-50"
        disabled={signingOut}
        onClick={async () => {
          setSigningOut(true);
          await authClient.signOut();
          window.location.assign(localizedPath("/", locale, defaultLanguage));
        }}
      >
        {t("signOut")}
      </button>
    </AuthShell>
  );
}
