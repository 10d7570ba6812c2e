"use client";

import { lazy, Suspense, useState } from "react";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { useViewer } from "@/features/editing";
import type { MessageKey } from "@/platform/i18n/messages";
import { signOut } from "./sign-out";

const LoginModal = lazy(() => import("./login-modal"));

const ROLE_LABEL: Record<string, MessageKey> = { owner: "roleOwner", admin: "roleAdmin", editor: "roleEditor" };

/** A thin bar: signed-in user, their role on this site, sign out; or a sign-in link. */
export function ViewerBar() {
  const viewer = useViewer();
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const [busy, setBusy] = useState(false);
  const [login, setLogin] = useState(false);
  if (!viewer) return <div className="h-10" aria-hidden />;
  const href = (path: string) => localizedPath(path, locale, defaultLanguage);
  // A landmark (content outside every landmark fails axe's region rule), but not a
  // second banner: the site header (src/features/chrome) is the page's banner.
  return (
    <nav aria-label={t("account")} className="flex h-10 items-center justify-end gap-3 border-b border-gray-100 px-4 text-sm" data-testid="viewer-bar">
      {viewer.user ? (
        <>
          <span data-testid="viewer-email">{t("signedInAs", { email: viewer.user.email })}</span>
          <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-medium" data-testid="viewer-role" data-role={viewer.role ?? "customer"}>
            {t(viewer.role ? ROLE_LABEL[viewer.role]! : "roleCustomer")}
          </span>
          <a className="text-blue-700 hover:underline" href={href("/account")}>
            {t("account")}
          </a>
          <button
            type="button"
            className="text-blue-700 hover:underline disabled:opacity-50"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await signOut();
            }}
          >
            {t("signOut")}
          </button>
        </>
      ) : (
        <>
          {/* A link (it works without JavaScript); a plain click opens the login modal over the page. */}
          <a
            className="text-blue-700 hover:underline"
            href={href("/login")}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              setLogin(true);
            }}
          >
            {t("signIn")}
          </a>
          {login && (
            <Suspense fallback={null}>
              <LoginModal onClose={() => setLogin(false)} />
            </Suspense>
          )}
        </>
      )}
    </nav>
  );
}
