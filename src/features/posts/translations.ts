import type { TranslatableText } from "@/platform/translations/rules";
import type { Post } from "./schema";

type PostTexts = Pick<
  Post,
  | "id"
  | "version"
  | "title"
  | "title_translation"
  | "description"
  | "description_translation"
  | "content"
  | "content_translation"
  | "metadescription_for_page"
  | "metadescription_for_page_translation"
>;

/**
 * A post's translatable texts (issue 42, subject "post"): its title, summary, content (rich
 * text) and meta description, in the order the translation view lists them. The post's save
 * notes them (`withTranslationsNoted`); its page's status counts them.
 */
export const postTexts = (post: PostTexts): TranslatableText[] => {
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

type Localizable = Pick<
  Post,
  "title" | "title_translation" | "description" | "description_translation" | "metadescription_for_page" | "metadescription_for_page_translation"
> &
  Partial<Pick<Post, "content" | "content_translation">>;

const pick = (source: string | null | undefined, translations: Record<string, string> | null | undefined, locale: string) => {
  const value = translations?.[locale];
  return value && value.trim() ? value : source;
};

/**
 * The post as shown in `locale` (issue 42): each text its translation there, field by field
 * falling back to the site's language's text (the `translated()` rule); in the site's own
 * language, or with no translations, the post as it is.
 */
export function localizedPost<T extends Localizable>(post: T, locale: string): T {
  return {
    ...post,
    title: pick(post.title, post.title_translation, locale) ?? post.title,
    description: pick(post.description, post.description_translation, locale) ?? null,
    metadescription_for_page: pick(post.metadescription_for_page, post.metadescription_for_page_translation, locale) ?? null,
    ...(post.content !== undefined && { content: pick(post.content, post.content_translation, locale) ?? "" }),
  };
}
