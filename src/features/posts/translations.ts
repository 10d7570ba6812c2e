import type { Translations } from "@/platform/db/columns";
import { translatedOr } from "@/platform/i18n/locales";
import type { TranslatableText } from "@/platform/translations/rules";

/** A post's texts and their translations (a `Post` row has them; written out so that this module imports nothing of the feature's). */
type Localizable = {
  title: string;
  title_translation?: Translations | null;
  description: string | null;
  description_translation?: Translations | null;
  metadescription_for_page: string | null;
  metadescription_for_page_translation?: Translations | null;
  content?: string;
  content_translation?: Translations | null;
};
type PostTexts = Localizable & { id: number; version: number; content: string };

/**
 * A post's translatable texts (issue 42, subject "post"): its title, summary, content (rich
 * text) and meta description, in the order the translation view lists them. The post's save
 * notes them (`withTranslationsNoted`); its page's status counts them.
 */
export const postTexts = <T extends PostTexts>(post: T): TranslatableText[] => {
  const text = (field: "title" | "description" | "content" | "metadescription_for_page", rich = false): TranslatableText => ({
    subject: "post",
    id: post.id,
    version: post.version,
    field,
    source: post[field],
    translations: post[`${field}_translation`],
    ...(rich && { rich }),
  });
  return [text("title"), text("description"), text("content", true), text("metadescription_for_page")];
};

/**
 * The post as shown in `locale` (issue 42): each text its translation there, field by field
 * falling back to the site's language's text (the `translated()` rule); in the site's own
 * language, or with no translations, the post as it is.
 */
export function localizedPost<T extends Localizable>(post: T, locale: string): T {
  return {
    ...post,
    title: translatedOr(post.title, post.title_translation, locale),
    description: translatedOr(post.description, post.description_translation, locale),
    metadescription_for_page: translatedOr(post.metadescription_for_page, post.metadescription_for_page_translation, locale),
    ...(post.content !== undefined && { content: translatedOr(post.content, post.content_translation, locale) }),
  };
}
