"use client";

import { mapOrNull, TranslationFields, useTranslationLocale, type TranslationMap } from "@/features/editing/record";
import type { ListField } from "@/platform/lists";
import { read, write } from "./item-paths";

type TranslationsField = Extract<ListField, { kind: "translations" }>;

const mapAt = (item: Record<string, unknown>, key: string) => {
  const value = read(item, `${key}_translation`);
  return value && typeof value === "object" ? (value as TranslationMap) : null;
};

/**
 * A list item's texts in the site's other languages (a banner's text, link text,
 * formatted text and expanded content), with the editors' own translation fields:
 * one language at a time, the text in the site's language as the placeholder.
 */
export function ItemTranslations({
  field,
  item,
  onChange,
}: {
  field: TranslationsField;
  item: Record<string, unknown>;
  onChange: (item: Record<string, unknown>) => void;
}) {
  const [locale, setLocale, offer] = useTranslationLocale();
  const texts = field.texts.map((text) => ({
    key: text.key,
    label: text.label,
    multiline: text.multiline,
    base: String(read(item, text.key) ?? ""),
    value: mapAt(item, text.key),
  }));
  return (
    <fieldset className="rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-800">{field.label}</legend>
      <TranslationFields
        texts={texts}
        locale={locale}
        onLocaleChange={setLocale}
        languages={offer.languages}
        own={offer.own}
        onChange={(key, next) => onChange(write(item, `${key}_translation`, mapOrNull(next)))}
      />
    </fieldset>
  );
}
