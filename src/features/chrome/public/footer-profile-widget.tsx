"use client";

import { useViewer } from "@/platform/session";
import { signOut } from "@/features/account";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { FOOTER_LINK, FOOTER_PROFILE_LIST } from "./footer-classes";
import { useLoginModal } from "./login-button";

/**
 * The default footer's Profile column (spec §2.4), in its slot (`footer-profile`):
 * Logout when signed in; Login (opening the login modal) and Register otherwise,
 * which is also what the server's HTML shows until this mounts.
 */
export function FooterProfileWidget() {
  const t = useT();
  const viewer = useViewer();
  const { locale, defaultLanguage } = useSite();
  const login = useLoginModal();
  return (
    <>
      <ul className={FOOTER_PROFILE_LIST}>
        {viewer?.user ? (
          <li>
            <button type="button" className={FOOTER_LINK} onClick={() => void signOut()}>
              {t("chrome.logout")}
            </button>
          </li>
        ) : (
          <>
            <li>
              <a
                className={FOOTER_LINK}
                href={localizedPath("/login", locale, defaultLanguage)}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  void login.open();
                }}
              >
                {t("chrome.login")}
              </a>
            </li>
            <li>
              <a className={FOOTER_LINK} href={localizedPath("/register", locale, defaultLanguage)}>
                {t("chrome.register")}
              </a>
            </li>
          </>
        )}
      </ul>
      {login.element}
    </>
  );
}
