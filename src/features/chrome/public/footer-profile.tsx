"use client";

import { useViewer } from "@/features/editing";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { useLoginModal } from "./login-button";
import { signOut } from "@/features/account";

/** The default footer's Profile column: Logout when signed in; Login and Register otherwise (the signed-out links are in the cached HTML). */
export function FooterProfile({ linkClass }: { linkClass: string }) {
  const t = useT();
  const viewer = useViewer();
  const { locale, defaultLanguage } = useSite();
  const login = useLoginModal();
  return (
    <div data-footer-profile>
      <h2 className="text-sm font-semibold tracking-wide text-(--chrome-heading) uppercase">{t("chrome.profile")}</h2>
      <ul className="mt-4 space-y-2">
        {viewer?.user ? (
          <li>
            <button type="button" className={linkClass} onClick={() => void signOut()}>
              {t("chrome.logout")}
            </button>
          </li>
        ) : (
          <>
            <li>
              <a
                className={linkClass}
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
              <a className={linkClass} href={localizedPath("/register", locale, defaultLanguage)}>
                {t("chrome.register")}
              </a>
            </li>
          </>
        )}
      </ul>
      {login.element}
    </div>
  );
}
