"use client";

import { useId, useState } from "react";
import { fillLanguage, languageName, languageStateTexts, translationStatusTexts } from "@/features/languages";
import { ChooseFromLibrary } from "@/features/media-library";
import { SiteTextsStatus } from "@/features/translation-view";
import { LOCALES } from "@/platform/i18n/locales";
import { useOptionalSite } from "@/platform/tenancy/site-context";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { ORGANIZATION_TYPES } from "@/platform/tenancy/types";
import { timeZoneNames } from "@/platform/time/zones";
import { INPUT, TextField } from "./text-field";

export type General = {
  name: string;
  type: string;
  site: string;
  image: string;
  language: string;
  supported_locales: string[];
  /** The languages that are drafts (members only; issue 42): a language added here starts as one. */
  draft_languages: string[];
  draft_language_visitors: "default" | "not_found";
  /** The share (percent) a page must be translated in a published language to be offered in it (issue 42). */
  translation_threshold: number;
  with_language_switch: boolean;
  time_zone: string;
};

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

/** General: name, site title, logo, type among the twenty, language, time zone, supported languages, language switch. */
export function GeneralTab({ value, onChange }: { value: General; onChange: (value: General) => void }) {
  const ids = { type: useId(), language: useId(), timeZone: useId(), timeZones: useId() };
  const set = <K extends keyof General>(key: K, v: General[K]) => onChange({ ...value, [key]: v });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Organization name" value={value.name} onChange={(v) => set("name", v)} />
      <TextField label="Site title" value={value.site} onChange={(v) => set("site", v)} />
      <div>
        <TextField label="Logo address" type="url" value={value.image} onChange={(v) => set("image", v)} />
        <ChooseFromLibrary accept="image" onPick={(url) => set("image", url)} className="mt-1.5 !px-2.5 !py-1.5 !text-xs" />
      </div>
      <div>
        <label htmlFor={ids.type} className="block text-sm font-medium text-gray-800">
          Type of organization
        </label>
        <select id={ids.type} className={INPUT} value={value.type} onChange={(e) => set("type", e.target.value)}>
          {ORGANIZATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {type === "realestate" ? "Real estate" : type[0]!.toUpperCase() + type.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.language} className="block text-sm font-medium text-gray-800">
          Language
        </label>
        <select
          id={ids.language}
          className={INPUT}
          value={value.language}
          // The site's own language is always published: chosen as it, a draft language is no draft any more.
          onChange={(e) => onChange({ ...value, language: e.target.value, draft_languages: value.draft_languages.filter((l) => l !== e.target.value) })}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LANGUAGE_NAMES.of(locale)}
            </option>
          ))}
        </select>
      </div>
      <div>
        {/* A searchable list: typing filters the zones ("Tokyo", "America/"); the server refuses a name not among them. */}
        <label htmlFor={ids.timeZone} className="block text-sm font-medium text-gray-800">
          Time zone
        </label>
        <input
          id={ids.timeZone}
          list={ids.timeZones}
          className={INPUT}
          value={value.time_zone}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => set("time_zone", e.target.value)}
        />
        <datalist id={ids.timeZones}>
          {timeZoneNames().map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-gray-800">Languages of the site</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {LOCALES.map((locale) => (
            <label key={locale} className="flex items-center gap-1.5 text-sm text-gray-800">
              <input
                type="checkbox"
                className="size-4"
                checked={value.supported_locales.includes(locale)}
                onChange={(e) =>
                  // A language added starts as a draft (members only until published); one removed is no draft either.
                  onChange({
                    ...value,
                    supported_locales: e.target.checked ? [...value.supported_locales, locale] : value.supported_locales.filter((l) => l !== locale),
                    draft_languages: e.target.checked
                      ? [...value.draft_languages.filter((l) => l !== locale), ...(locale === value.language ? [] : [locale])]
                      : value.draft_languages.filter((l) => l !== locale),
                  })
                }
              />
              {LANGUAGE_NAMES.of(locale)}
            </label>
          ))}
        </div>
      </fieldset>
      <LanguageStates value={value} onChange={onChange} />
      <label className="flex items-center gap-2 text-sm text-gray-800 sm:col-span-2">
        <input type="checkbox" className="size-4" checked={value.with_language_switch} onChange={(e) => set("with_language_switch", e.target.checked)} />
        Show the language switch in the header
      </label>
    </div>
  );
}

/**
 * Each of the site's languages with its state, Published or Draft (issue 42, item 1):
 * Publish for a draft, Make draft (after a confirmation) for a published language other
 * than the site's own; and what visitors get for a draft language's pages. Saved with
 * the tab's other fields. Texts in the page's language (ten UI languages).
 */
function LanguageStates({ value, onChange }: { value: General; onChange: (value: General) => void }) {
  const ui = useOptionalSite()?.locale ?? "en";
  const texts = languageStateTexts(ui);
  const ids = { states: useId(), visitors: useId(), threshold: useId(), thresholdHelp: useId() };
  const statusTexts = translationStatusTexts(ui);
  const [asking, setAsking] = useState<string | null>(null);
  const languages = [...new Set([value.language, ...value.supported_locales])];
  const name = (code: string) => languageName(code, ui);
  const setDraft = (code: string, draft: boolean) =>
    onChange({
      ...value,
      draft_languages: draft ? [...value.draft_languages.filter((l) => l !== code), code] : value.draft_languages.filter((l) => l !== code),
    });
  return (
    <section aria-labelledby={ids.states} className="sm:col-span-2">
      <h3 id={ids.states} className="text-sm font-medium text-gray-800">
        {texts.states}
      </h3>
      <p className="mt-0.5 text-xs text-gray-600">{texts.newDrafts}</p>
      <ul className="mt-2 divide-y divide-gray-100 rounded-md border border-gray-200">
        {languages.map((code) => {
          const own = code === value.language;
          const draft = !own && value.draft_languages.includes(code);
          return (
            <li key={code} data-language={code} className="flex items-center gap-3 px-3 py-2 text-sm text-gray-800">
              <span className="min-w-0 flex-1">
                {name(code)}
                {own && <span className="text-gray-600"> ({texts.siteLanguage})</span>}
              </span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${draft ? "bg-amber-100 text-amber-900" : "bg-green-100 text-green-900"}`}>
                {draft ? texts.draft : texts.published}
              </span>
              {!own && <SiteTextsStatus locale={code} ui={ui} />}
              {!own && (
                <button
                  type="button"
                  className="rounded-md border border-gray-300 px-2.5 py-1 text-xs font-medium text-gray-800 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
                  aria-label={`${draft ? texts.publish : texts.makeDraft}: ${name(code)}`}
                  onClick={() => (draft ? setDraft(code, false) : setAsking(code))}
                >
                  {draft ? texts.publish : texts.makeDraft}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <label htmlFor={ids.visitors} className="mt-3 block text-sm font-medium text-gray-800">
        {texts.visitors}
      </label>
      <select
        id={ids.visitors}
        className={INPUT}
        value={value.draft_language_visitors}
        onChange={(e) => onChange({ ...value, draft_language_visitors: e.target.value === "not_found" ? "not_found" : "default" })}
      >
        <option value="default">{texts.visitorsDefault}</option>
        <option value="not_found">{texts.visitorsNotFound}</option>
      </select>
      <label htmlFor={ids.threshold} className="mt-3 block text-sm font-medium text-gray-800">
        {statusTexts.threshold}
      </label>
      <input
        id={ids.threshold}
        type="number"
        min={0}
        max={100}
        step={1}
        inputMode="numeric"
        aria-describedby={ids.thresholdHelp}
        className={`${INPUT} max-w-32`}
        value={Number.isFinite(value.translation_threshold) ? value.translation_threshold : ""}
        onChange={(e) => onChange({ ...value, translation_threshold: e.target.value === "" ? Number.NaN : Number(e.target.value) })}
      />
      <p id={ids.thresholdHelp} className="mt-0.5 text-xs text-gray-600">
        {statusTexts.thresholdHelp}
      </p>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={fillLanguage(texts.confirmTitle, name(asking ?? ""))}
        description={fillLanguage(texts.confirmBody, name(asking ?? ""))}
        confirmLabel={texts.makeDraft}
        onConfirm={() => {
          if (asking) setDraft(asking, true);
          setAsking(null);
        }}
      />
    </section>
  );
}
