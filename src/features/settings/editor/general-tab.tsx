"use client";

import { useId } from "react";
import { ChooseFromLibrary } from "@/features/media-library";
import { LOCALES } from "@/platform/i18n/locales";
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
        <select id={ids.language} className={INPUT} value={value.language} onChange={(e) => set("language", e.target.value)}>
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
                  set("supported_locales", e.target.checked ? [...value.supported_locales, locale] : value.supported_locales.filter((l) => l !== locale))
                }
              />
              {LANGUAGE_NAMES.of(locale)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-gray-800 sm:col-span-2">
        <input type="checkbox" className="size-4" checked={value.with_language_switch} onChange={(e) => set("with_language_switch", e.target.checked)} />
        Show the language switch in the header
      </label>
    </div>
  );
}
