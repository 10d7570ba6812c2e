"use client";

import { useState } from "react";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { canEdit, useViewer } from "@/platform/session";
import type { MessageKey } from "@/platform/i18n/messages";
import { signOut } from "./sign-out";

const ROLE_LABEL: Record<string, MessageKey> = { owner: "roleOwner", admin: "roleAdmin", editor: "roleEditor" };

/**
 * A thin bar for members (owner, admin, editor): who is signed in, their role on
 * this site, Account and Sign out. Visitors and customers get nothing here: the
 * header's Login button or Profile menu is their one entry (docs/decisions.md
 * "Site chrome"), so the page's HTML, rendered for nobody, holds no bar either.
 */
export function ViewerBar() {
  const viewer = useViewer();
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const [busy, setBusy] = useState(false);
  if (!viewer?.user || !canEdit(viewer)) return null;
  const href = (path: string) => localizedPath(path, locale, defaultLanguage);
  // A landmark (content outside every landmark fails axe's region rule), but not a
  // second banner: the site header (src/features/chrome) is the page's banner.
  return (
    <nav
      aria-label={t("account")}
      className="flex h-10 items-center justify-end gap-3 border-b border-gray-100 px-4 text-sm"
      data-testid="viewer-bar"
      data-viewer-bar
    >
      <span data-testid="viewer-email">{t("signedInAs", { email: viewer.user.email })}</span>
      <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-medium" data-testid="viewer-role" data-role={viewer.role ?? "customer"}>
        {t(ROLE_LABEL[viewer.role!]!)}
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
    </nav>
  );
}
