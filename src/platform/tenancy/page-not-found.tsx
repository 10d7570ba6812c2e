"use client";

import { localizedPath } from "../i18n/locales";
import { useSite, useT } from "./site-context";

export function PageNotFound() {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center gap-4 p-8">
      <p className="text-sm font-semibold tracking-wide text-gray-500 uppercase">404</p>
      <h1 className="text-3xl font-bold">{t("pageNotFoundTitle")}</h1>
      <p className="text-gray-600">{t("pageNotFoundBody")}</p>
      <a className="text-blue-700 underline" href={localizedPath("/", locale, defaultLanguage)}>
        {t("backHome")}
      </a>
    </main>
  );
}
