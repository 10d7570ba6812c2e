import type { Translations } from "@/platform/db/columns";
import { translatedOr } from "@/platform/i18n/locales";
import type { TranslatableText } from "@/platform/translations/rules";

/** A page's texts and their translations (a `Page` row has them; written out so that this module imports no feature). */
type Localizable = { title: string; title_translation?: Translations | null; description: string | null; description_translation?: Translations | null };
type PageTexts = Localizable & { id: number; version: number };

/**
 * A page's own translatable texts (issue 42, subject "page"): its title and meta description,
 * beside its blocks'. Its save notes them (`withTranslationsNoted`); its status counts them.
 */
export const pageTexts = (page: PageTexts): TranslatableText[] =>
  (["title", "description"] as const).map((field) => ({
    subject: "page",
    id: page.id,
    version: page.version,
    field,
    source: page[field],
    translations: page[`${field}_translation`],
  }));

/** The page's title and meta description in `locale` where translated, else the site's language's (the `translated()` rule). */
export function localizedPage<T extends Localizable>(page: T, locale: string): T {
  return {
    ...page,
    title: translatedOr(page.title, page.title_translation, locale),
    description: translatedOr(page.description, page.description_translation, locale),
  };
}
