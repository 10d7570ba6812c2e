"use client";

import { usePath } from "@/platform/path";
import { Globe } from "lucide-react";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { basePath } from "@/features/site";
import { useHoverMenu } from "./use-hover-menu";

/** Each language's name in itself. */
const NAMES: Record<string, string> = {
  en: "English", es: "Español", fr: "Français", de: "Deutsch", ru: "Русский", pt: "Português", it: "Italiano",
  nl: "Nederlands", pl: "Polski", ja: "日本語", zh: "中文",
};

/** The same page in each of the site's languages (the default language without a prefix, others `/{lang}/...`). */
function useLanguageLinks(locales: string[]) {
  const { locale, defaultLanguage } = useSite();
  const path = basePath(usePath());
  return locales.map((code) => ({ code, name: NAMES[code] ?? code, href: localizedPath(path, code, defaultLanguage), current: code === locale }));
}

/** The header's switch: a button naming the current language, opening the list on hover or click. */
export function HeaderLanguageSwitch({ locales }: { locales: string[] }) {
  const t = useT();
  const { locale } = useSite();
  const links = useLanguageLinks(locales);
  const menu = useHoverMenu();
  return (
    <div {...menu.root} className="relative" data-language-switch>
      <button {...menu.button} className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-(--chrome-color) hover:text-(--chrome-hover) focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none">
        <Globe aria-hidden className="size-4" />
        <span className="sr-only">{t("chrome.language")}: </span>
        {NAMES[locale] ?? locale}
      </button>
      <div {...menu.panel} className="absolute top-full right-0 mt-1 w-44 rounded-lg border border-gray-100 bg-white p-2 shadow-lg">
        <LinkList links={links} listClass="" linkClass="block rounded-md px-3 py-2 text-sm text-gray-800 hover:bg-gray-50 aria-[current]:font-semibold focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none" />
      </div>
    </div>
  );
}

/** The footer's and the mobile menu's switch: the languages as a row of links. */
export function LanguageLinks({ locales, className = "" }: { locales: string[]; className?: string }) {
  const t = useT();
  const links = useLanguageLinks(locales);
  return (
    <nav aria-label={t("chrome.language")} className={className} data-language-links>
      <LinkList links={links} listClass="flex flex-wrap gap-x-3 gap-y-1 text-sm" linkClass="underline-offset-4 hover:underline aria-[current]:font-semibold aria-[current]:underline" />
    </nav>
  );
}

type LanguageLink = ReturnType<typeof useLanguageLinks>[number];

function LinkList({ links, listClass, linkClass }: { links: LanguageLink[]; listClass: string; linkClass: string }) {
  return (
    <ul className={listClass}>
      {links.map((link) => (
        <li key={link.code}>
          <a href={link.href} hrefLang={link.code} lang={link.code} aria-current={link.current ? "true" : undefined} className={linkClass}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
