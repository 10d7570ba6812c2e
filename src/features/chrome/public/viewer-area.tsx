"use client";

import { CircleUserRound } from "lucide-react";
import { useViewer } from "@/features/editing";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { useLoginModal } from "./login-button";
import { signOut } from "@/features/account";
import { useHoverMenu } from "./use-hover-menu";

const CONTROL = "inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-(--chrome-color) hover:text-(--chrome-hover) focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none";
const ENTRY = "block w-full rounded-md px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none";

/** Per person, so it mounts after the session check: a profile hover menu (Account, Contact, Logout) or a login button. */
export function ViewerArea() {
  const viewer = useViewer();
  const t = useT();
  const login = useLoginModal();
  if (!viewer) return <span className="hidden w-20 md:block" aria-hidden />;
  if (!viewer.user) {
    return (
      <>
        <button type="button" className={`${CONTROL} hidden md:inline-flex`} onClick={() => void login.open()} aria-busy={login.busy || undefined} data-chrome-login>
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
    <div {...menu.root} className="relative hidden md:block" data-profile-menu>
      <button {...menu.button} className={CONTROL}>
        <CircleUserRound aria-hidden className="size-5" />
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
