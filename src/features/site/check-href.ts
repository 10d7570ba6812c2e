import { splitLocale } from "@/platform/i18n/locales";

/** The check before publishing of one page (/admin/check?page=<path>), in the language of `pathname`, the address the member is browsing. */
export function checkHref(urlPage: string, pathname: string): string {
  const { locale } = splitLocale(pathname);
  return `${locale ? `/${locale}` : ""}/admin/check?page=${encodeURIComponent(urlPage)}`;
}
