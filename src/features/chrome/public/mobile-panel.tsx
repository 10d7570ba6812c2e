"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ChevronDown, X } from "lucide-react";
import { useViewer } from "@/platform/session";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import type { HeaderItem } from "./desktop-menu";
import { LanguageLinks } from "./language-switch";
import { useLoginModal } from "./login-button";
import { MenuIcon } from "./menu-icon";
import { signOut } from "@/features/account";

const ROW = "flex w-full items-center justify-between gap-3 rounded-md px-3 py-3 text-left text-base font-medium text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none";
const SUB = "block rounded-md px-3 py-2 text-gray-700 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none";

/** Keeps Tab inside the dialog. */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/** The full-screen mobile menu: items, expandable submenus with their 'N option(s)', the profile accordion or a login entry. */
export default function MobilePanel({ items, locales, onClose }: { items: HeaderItem[]; locales: string[]; onClose: () => void }) {
  const t = useT();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t("chrome.mainMenu")}
      data-mobile-menu
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white text-gray-900"
      onKeyDown={(event) => {
        // Keys from the login modal (a portal: its events bubble here through React) are its own.
        if (!event.currentTarget.contains(event.target as Node)) return;
        if (event.key === "Escape") onClose();
        trapTab(event);
      }}
    >
      <div className="flex h-16 shrink-0 items-center justify-end px-4">
        <button ref={close} type="button" aria-label={t("chrome.closeMenu")} onClick={onClose} className="inline-flex size-10 items-center justify-center rounded-md hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none">
          <X aria-hidden className="size-6" />
        </button>
      </div>
      <nav aria-label={t("chrome.mainMenu")} className="px-4 pb-8">
        <ul className="space-y-1">
          {items.map((item) =>
            item.submenu.length > 0 ? (
              <Expandable key={item.id} label={item.label} icon={item.asText ? null : <MenuIcon name={item.iconName} />} count={item.submenu.length}>
                {item.submenu.map((sub) => (
                  <li key={sub.id}>
                    <a className={SUB} href={sub.href} onClick={onClose}>
                      {sub.label}
                    </a>
                  </li>
                ))}
              </Expandable>
            ) : (
              <li key={item.id}>
                <a className={ROW} href={item.href} onClick={onClose}>
                  <span className="inline-flex items-center gap-2">
                    {!item.asText && <MenuIcon name={item.iconName} />}
                    {item.label}
                  </span>
                </a>
              </li>
            ),
          )}
          <ProfileEntry onClose={onClose} />
        </ul>
        {locales.length > 1 && <LanguageLinks locales={locales} className="mt-6 border-t border-gray-100 px-3 pt-4" />}
      </nav>
    </div>
  );
}

function Expandable({ label, icon, count, children }: { label: string; icon: ReactNode; count?: number; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <li data-mobile-submenu>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)} className={ROW}>
        <span className="inline-flex items-center gap-2">
          {icon}
          {label}
        </span>
        <span className="inline-flex items-center gap-2 text-sm font-normal text-gray-600">
          {count !== undefined && <span data-option-count>{t("chrome.optionCount", { count })}</span>}
          <ChevronDown aria-hidden className={`size-5 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`} />
        </span>
      </button>
      {open && <ul className="mt-1 space-y-1 pl-4">{children}</ul>}
    </li>
  );
}

function ProfileEntry({ onClose }: { onClose: () => void }) {
  const t = useT();
  const viewer = useViewer();
  const { locale, defaultLanguage } = useSite();
  const login = useLoginModal();
  if (!viewer) return null;
  if (!viewer.user) {
    return (
      <li>
        <button type="button" className={ROW} onClick={() => void login.open()} data-chrome-login>
          {t("chrome.login")}
        </button>
        {login.element}
      </li>
    );
  }
  const href = (path: string) => localizedPath(path, locale, defaultLanguage);
  return (
    <Expandable label={t("chrome.profile")} icon={null}>
      <li><a className={SUB} href={href("/account")} onClick={onClose}>{t("chrome.account")}</a></li>
      <li><a className={SUB} href={href("/contact")} onClick={onClose}>{t("chrome.contact")}</a></li>
      <li><button type="button" className={`${SUB} w-full text-left`} onClick={() => void signOut()}>{t("chrome.logout")}</button></li>
    </Expandable>
  );
}
