"use client";

import { useEffect, useState } from "react";
import { AuthCard, AuthShell, Field, linkClass, Notice, SubmitButton, signOut } from "@/features/account";
import { useViewer } from "@/platform/session";
import { apiFetch, ApiError } from "@/platform/http/client";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite } from "@/platform/tenancy/site-context";
import type { Role } from "@/platform/tenancy/types";

type Invitation = { organization: { id: number; name: string }; email: string; role: Role; account_exists: boolean };

const ROLE_WORDS: Record<Role, string> = { owner: "an owner", admin: "an admin", editor: "an editor" };

/**
 * `/invitation?token=…`, the link of an invitation mail: accept signed in with the
 * invited address, sign in first when that address has an account, or create the
 * account here (name and password). Then the site opens, with its editing tools.
 */
export function InvitationPage({ token }: { token: string }) {
  const viewer = useViewer();
  const { locale, defaultLanguage } = useSite();
  const home = localizedPath("/", locale, defaultLanguage);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/api/invitations/${encodeURIComponent(token)}`;

  useEffect(() => {
    apiFetch<Invitation>(path, { fallback: "This invitation could not be checked. Please try again." })
      .then(setInvitation)
      .catch((e: ApiError) => setLoadError(e.message));
  }, [path]);

  const accept = async (body: Record<string, string> = {}) => {
    setBusy(true);
    setError(null);
    try {
      await apiFetch(path, { method: "POST", body, fallback: "The invitation could not be accepted. Please try again." });
      window.location.assign(home);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  if (loadError)
    return (
      <AuthShell>
        <h1 className="text-2xl font-bold">Invitation</h1>
        <Notice error={loadError} />
        <a className={linkClass} href={home}>Go to the home page</a>
      </AuthShell>
    );
  if (!invitation || !viewer)
    return (
      <AuthShell>
        <p role="status" className="text-sm text-gray-700">Checking your invitation...</p>
      </AuthShell>
    );

  const site = invitation.organization.name;
  const intro = `You are invited to join ${site} as ${ROLE_WORDS[invitation.role]}.`;
  const signedIn = viewer.user;

  if (signedIn && signedIn.email.toLowerCase() !== invitation.email)
    return (
      <AuthShell>
        <h1 className="text-2xl font-bold">Join {site}</h1>
        <p className="text-sm text-gray-700">{intro}</p>
        <Notice error={`This invitation is for ${invitation.email}, and you are signed in as ${signedIn.email}. Sign out, then open the link again and sign in with that address.`} />
        <button type="button" className={linkClass} onClick={() => void signOut()}>Sign out</button>
      </AuthShell>
    );

  if (signedIn)
    return (
      <AuthCard title={`Join ${site}`} error={error} onSubmit={() => void accept()} action={path} footer={null}>
        <p className="text-sm text-gray-700">{intro}</p>
        <SubmitButton busy={busy} label="Accept invitation" busyLabel="Joining..." />
      </AuthCard>
    );

  if (invitation.account_exists) {
    const next = `/invitation?token=${encodeURIComponent(token)}`;
    return (
      <AuthShell>
        <h1 className="text-2xl font-bold">Join {site}</h1>
        <p className="text-sm text-gray-700">{intro}</p>
        <p className="text-sm text-gray-700">An account for {invitation.email} already exists. Sign in with it to accept.</p>
        <a className="block w-full rounded-md bg-gray-900 px-4 py-2 text-center font-medium text-white hover:bg-gray-800" href={`/login?next=${encodeURIComponent(next)}`}>
          Sign in to accept
        </a>
      </AuthShell>
    );
  }

  return (
    <AuthCard
      title={`Join ${site}`}
      error={error}
      onSubmit={(form) => void accept({ name: String(form.get("name") ?? ""), password: String(form.get("password") ?? "") })}
      // Rendered only once the page's script has checked the invitation, so always sent by it (JSON).
      action={path}
      footer={<>The link was mailed to {invitation.email}, so your address is confirmed.</>}
    >
      <p className="text-sm text-gray-700">{intro} Create your account to accept.</p>
      <Field label="Email" name="email" type="email" defaultValue={invitation.email} readOnly autoComplete="username" />
      <Field label="Your name" name="name" autoComplete="name" />
      <Field label="Choose a password" name="password" type="password" autoComplete="new-password" />
      <SubmitButton busy={busy} label="Create account and join" busyLabel="Joining..." />
    </AuthCard>
  );
}
