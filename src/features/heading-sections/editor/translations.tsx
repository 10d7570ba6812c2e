"use client";

import { Languages } from "lucide-react";
import { useId } from "react";
import { LOCALES } from "@/platform/i18n/locales";
import { RichTextEditor } from "@/ui/rich-text-editor";
import type { HeadingDraft, TranslatedField } from "./form-state";

const names = new Intl.DisplayNames(["en"], { type: "language" });
export const localeName = (locale: string) => names.of(locale) ?? locale;

const INPUT =
  "mt-1.5 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";

type Props = {
  draft: HeadingDraft;
  onChange: (patch: Partial<HeadingDraft>) => void;
  /** The language being translated (the preview shows it too). */
  locale: string;
  onLocaleChange: (locale: string) => void;
};

/**
 * Translations of the name, description and button text, one language at a time
 * (the spec's name_translation, description_text_translation and
 * button_text_translation). An empty translation shows the base text.
 */
export function TranslationFields({ draft, onChange, locale, onLocaleChange }: Props) {
  const ids = { select: useId(), name: useId(), button: useId() };
  const language = localeName(locale);
  const set = (field: TranslatedField, value: string) => {
    const next = { ...draft[field], [locale]: value };
    if (value === "") delete next[locale]; // an emptied field is no translation (and no unsaved change)
    onChange({ [field]: next });
  };
  const translated = (l: string) => [draft.name_translation, draft.description_text_translation, draft.button_text_translation].some((map) => map[l]?.trim());
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={ids.select} className="flex items-center gap-1.5 text-sm font-medium text-gray-800">
          <Languages aria-hidden className="size-4" /> Language
        </label>
        <select id={ids.select} value={locale} onChange={(e) => onLocaleChange(e.target.value)} className={`${INPUT} bg-white sm:w-64`}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {localeName(l)}
              {translated(l) ? " (translated)" : ""}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-gray-600">Visitors who read the site in {language} see these texts; an empty field shows the text above.</p>
      </div>
      <div>
        <label htmlFor={ids.name} className="block text-sm font-medium text-gray-800">
          Name in {language}
        </label>
        <input id={ids.name} value={draft.name_translation[locale] ?? ""} onChange={(e) => set("name_translation", e.target.value)} placeholder={draft.name} className={INPUT} />
      </div>
      <div>
        <p className="text-sm font-medium text-gray-800">Description in {language}</p>
        <div className="mt-1.5">
          {/* Keyed by language: each one is its own document. */}
          <RichTextEditor key={locale} label={`Description in ${language}`} value={draft.description_text_translation[locale] ?? ""} onChange={(html) => set("description_text_translation", html)} />
        </div>
      </div>
      <div>
        <label htmlFor={ids.button} className="block text-sm font-medium text-gray-800">
          Button text in {language}
        </label>
        <input id={ids.button} value={draft.button_text_translation[locale] ?? ""} onChange={(e) => set("button_text_translation", e.target.value)} placeholder={draft.button_text} className={INPUT} />
      </div>
    </div>
  );
}
