"use client";

import { CircleUserRound } from "lucide-react";
import { useViewer } from "@/platform/session";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { signOut } from "@/features/account";
import { ACCOUNT_CONTROL, ACCOUNT_ICON } from "./account-control";
import { useLoginModal } from "./login-button";
import { useHoverMenu } from "./use-hover-menu";

const ENTRY = "block w-full rounded-md px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none";

/**
 * The header's account widget (spec §2.3), in its slot (`header-account`): a
 * profile hover menu (Account, Contact, Logout) when signed in, else a login
 * button; nothing until the page's session answer (its slot keeps the room).
 * The login modal's code loads on the first press.
 */
export function AccountWidget() {
  const viewer = useViewer();
  const t = useT();
  const login = useLoginModal();
  if (!viewer) return null;
  if (!viewer.user) {
    return (
      <>
        <button type="button" className={ACCOUNT_CONTROL} onClick={() => void login.open()} aria-busy={login.busy || undefined} data-chrome-login>
          {t("chrome.login")}
        </button>
        {login.element}
      </>
    );
  }
  return <ProfileMenu />;
}

function ProfileMenu() {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const menu = useHoverMenu();
  const href = (path: string) => localizedPath(path, locale, defaultLanguage);
  return (
    <div {...menu.root} className="relative" data-profile-menu>
      <button {...menu.button} className={ACCOUNT_CONTROL}>
        <CircleUserRound aria-hidden className={ACCOUNT_ICON} />
        {t("chrome.profile")}
      </button>
      <div {...menu.panel} className="absolute top-full right-0 mt-1 w-48 rounded-lg border border-gray-100 bg-white p-2 shadow-lg">
        <a className={ENTRY} href={href("/account")}>{t("chrome.account")}</a>
        <a className={ENTRY} href={href("/contact")}>{t("chrome.contact")}</a>
        <button type="button" className={ENTRY} onClick={() => void signOut()}>{t("chrome.logout")}</button>
      </div>
    </div>
  );
}
