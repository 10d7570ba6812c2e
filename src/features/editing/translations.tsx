"use client";

import { Languages } from "lucide-react";
import { lazy, Suspense, useId, useState, type ComponentProps, type ReactNode } from "react";
import { LOCALES } from "@/platform/i18n/locales";
import { useOptionalSite } from "@/platform/tenancy/site-context";

// TipTap loads only when a translation field is shown: this module is exported by the
// editing shell's index, which every visitor's page imports. Editors render only in the
// browser (the shell mounts for members after load), never on the server.
const LazyRichTextEditor = lazy(() => import("@/ui/rich-text-editor").then((m) => ({ default: m.RichTextEditor })));

function RichTextEditor(props: ComponentProps<typeof LazyRichTextEditor>) {
  return (
    <Suspense fallback={null}>
      <LazyRichTextEditor {...props} />
    </Suspense>
  );
}

const names = new Intl.DisplayNames(["en"], { type: "language" });
export const localeName = (locale: string) => {
  try {
    return names.of(locale) ?? locale;
  } catch {
    return locale; // not a language code
  }
};

const INPUT =
  "mt-1.5 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";

export type TranslationMap = Record<string, string>;

/** One translated text of an editor: its `*_translation` map's key, its label ("Title"), its base text, and whether it is rich text. */
export type TranslatedText = { key: string; label: string; base: string; value: TranslationMap | null | undefined; rich?: boolean; multiline?: boolean };

/**
 * The languages an editor offers translations into: the site's published and
 * draft languages other than its own (whose text is the base text). Outside a site's
 * pages every language but English.
 */
export function useTranslationLanguages(): { own: string; languages: string[] } {
  const site = useOptionalSite();
  const own = site?.defaultLanguage ?? "en";
  // Draft languages too: a language is translated before it is published (issue 42).
  const languages = site?.languages ? [...site.languages, ...(site.draftLanguages ?? [])] : [...LOCALES];
  return { own, languages: languages.filter((locale) => locale !== own) };
}

/** The language being translated, kept valid against the languages the site publishes ("" when it publishes only its own). */
export function useTranslationLocale(): [string, (locale: string) => void, { own: string; languages: string[] }] {
  const offer = useTranslationLanguages();
  const [chosen, setChosen] = useState<string | null>(null);
  const locale = chosen && offer.languages.includes(chosen) ? chosen : (offer.languages[0] ?? "");
  return [locale, setChosen, offer];
}

/** A translation map with `locale` set to `value` (an emptied field is no translation, and no unsaved change). */
export function withTranslation(map: TranslationMap | null | undefined, locale: string, value: string): TranslationMap {
  const next = { ...map, [locale]: value };
  if (value === "") delete next[locale];
  return next;
}

/** An empty map as null: what a record without translations stores. */
export const mapOrNull = (map: TranslationMap): TranslationMap | null => (Object.keys(map).length > 0 ? map : null);

type Props = {
  texts: TranslatedText[];
  onChange: (key: string, next: TranslationMap) => void;
  /** The language being translated (a preview may show it too). */
  locale: string;
  onLocaleChange: (locale: string) => void;
  languages: string[];
  own: string;
};

/**
 * The translations of an editor's texts, one language at a time (the spec's
 * `*_translation` maps), among the languages the site publishes. An empty
 * translation shows the base text.
 */
export function TranslationFields({ texts, onChange, locale, onLocaleChange, languages, own }: Props) {
  const selectId = useId();
  const fieldId = useId();
  if (languages.length === 0 || !locale) {
    return (
      <p className="text-sm text-gray-700">
        This site publishes only {localeName(own)}. Once an owner or admin adds languages in Global Settings → General, its texts can be translated here.
      </p>
    );
  }
  const language = localeName(locale);
  const translated = (l: string) => texts.some((text) => text.value?.[l]?.trim());
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={selectId} className="flex items-center gap-1.5 text-sm font-medium text-gray-800">
          <Languages aria-hidden className="size-4" /> Language
        </label>
        <select id={selectId} value={locale} onChange={(e) => onLocaleChange(e.target.value)} className={`${INPUT} bg-white sm:w-64`}>
          {languages.map((l) => (
            <option key={l} value={l}>
              {localeName(l)}
              {translated(l) ? " (translated)" : ""}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-gray-600">
          Visitors who read the site in {language} see these texts; an empty field shows the text in {localeName(own)}.
        </p>
      </div>
      {texts.map((text, index) =>
        text.rich ? (
          <div key={text.key}>
            <p className="text-sm font-medium text-gray-800">
              {text.label} in {language}
            </p>
            <div className="mt-1.5">
              {/* Keyed by language: each one is its own document. */}
              <RichTextEditor
                key={locale}
                label={`${text.label} in ${language}`}
                value={text.value?.[locale] ?? ""}
                onChange={(html) => onChange(text.key, withTranslation(text.value, locale, html))}
              />
            </div>
          </div>
        ) : (
          <div key={text.key}>
            <label htmlFor={`${fieldId}-${index}`} className="block text-sm font-medium text-gray-800">
              {text.label} in {language}
            </label>
            {text.multiline ? (
              <textarea
                id={`${fieldId}-${index}`}
                rows={3}
                value={text.value?.[locale] ?? ""}
                onChange={(e) => onChange(text.key, withTranslation(text.value, locale, e.target.value))}
                placeholder={text.base}
                className={INPUT}
              />
            ) : (
              <input
                id={`${fieldId}-${index}`}
                value={text.value?.[locale] ?? ""}
                onChange={(e) => onChange(text.key, withTranslation(text.value, locale, e.target.value))}
                placeholder={text.base}
                className={INPUT}
              />
            )}
          </div>
        ),
      )}
    </div>
  );
}

/** The editors' collapsible "Translations" panel. */
export function TranslationsPanel({ open, onOpenChange, children }: { open?: boolean; onOpenChange?: (open: boolean) => void; children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-gray-200" open={open} onToggle={(e) => onOpenChange?.(e.currentTarget.open)}>
      <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none">
        Translations
      </summary>
      <div className="border-t border-gray-200 p-4">{children}</div>
    </details>
  );
}
