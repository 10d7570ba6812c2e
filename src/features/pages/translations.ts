import type { TranslatableText } from "@/platform/translations/rules";
import type { Page } from "./schema";

type PageTexts = Pick<Page, "id" | "version" | "title" | "title_translation" | "description" | "description_translation">;

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

type Localizable = Pick<Page, "title" | "title_translation" | "description" | "description_translation">;

const pick = (source: string | null, translations: Record<string, string> | null | undefined, locale: string) => {
  const value = translations?.[locale];
  return value && value.trim() ? value : source;
};

/** The page's title and meta description in `locale` where translated, else the site's language's (the `translated()` rule). */
export function localizedPage<T extends Localizable>(page: T, locale: string): T {
  return {
    ...page,
    title: pick(page.title, page.title_translation, locale) ?? page.title,
    description: pick(page.description, page.description_translation, locale),
  };
}
