// Translation status (issue 42, item 2): pure rules, client-safe and unit-tested. Where the
// hashes come from and go: ./store.ts (server only).

/** One translatable text of a record: its source (the site's own language) and its translations by language. */
export type TranslatableText = {
  /** The kind of record: "section", "metric", "heading", "hero". */
  subject: string;
  id: number;
  /** The stored field's name ("section_title"); its translations are `<field>_translation`. */
  field: string;
  source: string | null | undefined;
  translations: Record<string, string> | null | undefined;
  /** The record's version, for a save of its translation that checks it is still that one (the translation view). */
  version?: number;
  /** Rich text (stored HTML, sanitized): translated as HTML (machine drafts) and edited as such. */
  rich?: boolean;
};

/** A field's state in one language: no translation, a translation of the current source, or one of an older source. */
export type TranslationState = "missing" | "translated" | "outdated";

/** A page's texts in one language, by state; `total` counts the texts with a source (empty ones need no translation). */
export type TranslationCount = { translated: number; outdated: number; missing: number; total: number };

/** A page's status in each of the site's languages but its own. */
export type PageTranslation = Record<string, TranslationCount>;

/** The share (percent) a page must be translated for a language to be suggested, in hreflang and indexed: by default all of it. */
export const DEFAULT_TRANSLATION_THRESHOLD = 100;

/** A stored source hash of one text in one language, as ./store.ts reads them. */
export type SourceHashes = ReadonlyMap<string, string>;

/** The key of one text's translation in one language. */
export const translationKey = (text: Pick<TranslatableText, "subject" | "id" | "field">, locale: string) =>
  `${text.subject}:${text.id}:${text.field}:${locale}`;

/** Whether a text has anything to translate: rich text with no words (`<p></p>`) has not. */
export function hasText(value: string | null | undefined): boolean {
  return (
    !!value &&
    value
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim() !== ""
  );
}

/**
 * A text's state in `locale`: missing without a translation (empty or blank); else
 * outdated when the source hash stored with the translation is not the current source's
 * (`sourceHash`), translated otherwise (no stored hash: a translation older than the
 * status, taken as translated).
 */
export function textState(text: TranslatableText, locale: string, stored: SourceHashes, sourceHash: string): TranslationState {
  const translation = text.translations?.[locale];
  if (!hasText(translation)) return "missing";
  const hash = stored.get(translationKey(text, locale));
  return hash === undefined || hash === sourceHash ? "translated" : "outdated";
}

/** The counts of a page's texts in each language (texts without a source are left out). */
export function countTranslations(
  texts: readonly TranslatableText[],
  locales: readonly string[],
  stored: SourceHashes,
  hashOf: (source: string) => string,
): PageTranslation {
  const counted = texts.filter((text) => hasText(text.source));
  const result: PageTranslation = {};
  for (const locale of locales) {
    const count: TranslationCount = { translated: 0, outdated: 0, missing: 0, total: counted.length };
    for (const text of counted) count[textState(text, locale, stored, hashOf(text.source!))] += 1;
    result[locale] = count;
  }
  return result;
}

/** The translated share in percent (rounded down; a page with nothing to translate is complete). Outdated texts do not count. */
export const translatedShare = (count: TranslationCount | undefined) =>
  !count || count.total === 0 ? 100 : Math.floor((count.translated * 100) / count.total);

/** Whether a page is translated enough in a language to be offered in it (suggestion, hreflang, indexing). */
export const meetsThreshold = (count: TranslationCount | undefined, threshold: number) => translatedShare(count) >= threshold;
