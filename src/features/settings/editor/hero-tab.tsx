"use client";

import { useId } from "react";
import { mapOrNull, TranslationFields, useTranslationLocale, type TranslationMap } from "@/features/editing/record";
import { HERO_FONT_LABELS, HERO_FONTS } from "@/features/hero";
import { ChooseFromLibrary } from "@/features/media-library";
import { SiteLinkPicker, UnknownLinkWarning, useSiteLinks } from "@/features/site-map";
import { INPUT, TextField } from "./text-field";

/**
 * The home page's hero as the Hero Section tab edits it (spec/site-admin.md §3 "Hero fields"):
 * its name, font, title, description, main and second buttons (text, link, the second's
 * translations), where the buttons sit, image and background video.
 */
export type HeroDraft = {
  hero_name: string;
  hero_font_family: string;
  title: string;
  description: string;
  button: string;
  button_url: string;
  button_secondary_text: string;
  button_secondary_text_translation: TranslationMap | null;
  button_secondary_url: string;
  /** "" follows the title's alignment. */
  buttons_alignment: string;
  image: string;
  background_video: string;
};

/** The draft of a stored hero record (or an empty one: the first save creates the home page's hero). */
export function heroDraftOf(hero: Record<string, unknown> | null | undefined): HeroDraft {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const style = (hero?.button_style ?? {}) as { url?: unknown };
  const translations = hero?.button_secondary_text_translation;
  return {
    hero_name: text(hero?.hero_name),
    hero_font_family: text(hero?.hero_font_family),
    title: text(hero?.title),
    description: text(hero?.description),
    button: text(hero?.button),
    button_url: text(style.url),
    button_secondary_text: text(hero?.button_secondary_text),
    button_secondary_text_translation: translations && typeof translations === "object" ? (translations as TranslationMap) : null,
    button_secondary_url: text(hero?.button_secondary_url),
    buttons_alignment: text(hero?.buttons_alignment),
    image: text(hero?.image),
    background_video: text(hero?.background_video),
  };
}

/** What PUT /api/organizations/{id} takes as `heroData` for this draft. */
export const heroDataOf = (draft: HeroDraft) => ({
  hero_name: draft.hero_name,
  hero_font_family: draft.hero_font_family,
  title: draft.title,
  description: draft.description,
  button: draft.button,
  image: draft.image.trim(),
  button_style: { url: draft.button_url.trim() },
  button_secondary_text: draft.button_secondary_text,
  button_secondary_text_translation: draft.button_secondary_text_translation,
  button_secondary_url: draft.button_secondary_url.trim(),
  buttons_alignment: draft.buttons_alignment || null,
  background_video: draft.background_video.trim(),
});

const ALIGNMENTS = [
  ["", "As the title"],
  ["left", "Left"],
  ["center", "Center"],
  ["right", "Right"],
] as const;

/** A button's link: typed, or picked from the site's pages, with a warning when it leads to no page of the site. */
function LinkField(props: { label: string; pickerLabel: string; value: string; links: ReturnType<typeof useSiteLinks>; onChange: (value: string) => void }) {
  const { label, pickerLabel, value, links, onChange } = props;
  return (
    <div>
      <TextField label={label} placeholder="/contact" value={value} onChange={onChange} />
      <SiteLinkPicker label={pickerLabel} links={links} onPick={onChange} className="mt-1.5" />
      <UnknownLinkWarning value={value} links={links} />
    </div>
  );
}

export function HeroTab({ value, exists, onChange }: { value: HeroDraft; exists: boolean; onChange: (value: HeroDraft) => void }) {
  const set =
    <K extends keyof HeroDraft>(key: K) =>
    (v: HeroDraft[K]) =>
      onChange({ ...value, [key]: v });
  const links = useSiteLinks();
  const ids = { font: useId(), alignment: useId() };
  const [locale, setLocale, offer] = useTranslationLocale();
  return (
    <div className="space-y-4">
      {!exists && <p className="text-sm text-gray-700">The home page has no hero yet: saving a title here adds one at the top of the home page.</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Hero name (for editors)" placeholder="Home hero" value={value.hero_name} onChange={set("hero_name")} />
        <div>
          <label htmlFor={ids.font} className="block text-sm font-medium text-gray-800">
            Font
          </label>
          <select id={ids.font} className={INPUT} value={value.hero_font_family} onChange={(e) => set("hero_font_family")(e.target.value)}>
            {HERO_FONTS.map((font) => (
              <option key={font} value={font}>
                {HERO_FONT_LABELS[font]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField label="Title" value={value.title} onChange={set("title")} />
      <TextField label="Description" rows={3} value={value.description} onChange={set("description")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Button text" value={value.button} onChange={set("button")} />
        <LinkField
          label="Button link"
          pickerLabel="Link the button to a page of this site"
          value={value.button_url}
          links={links}
          onChange={set("button_url")}
        />
        <TextField label="Second button's text" value={value.button_secondary_text} onChange={set("button_secondary_text")} />
        <LinkField
          label="Second button's link"
          pickerLabel="Link the second button to a page of this site"
          value={value.button_secondary_url}
          links={links}
          onChange={set("button_secondary_url")}
        />
        <div>
          <label htmlFor={ids.alignment} className="block text-sm font-medium text-gray-800">
            Buttons alignment
          </label>
          <select id={ids.alignment} className={INPUT} value={value.buttons_alignment} onChange={(e) => set("buttons_alignment")(e.target.value)}>
            {ALIGNMENTS.map(([alignment, label]) => (
              <option key={alignment} value={alignment}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {value.button_secondary_text.trim() && (
        <fieldset className="rounded-md border border-gray-200 p-3">
          <legend className="px-1 text-sm font-medium text-gray-800">Second button in other languages</legend>
          <TranslationFields
            texts={[
              {
                key: "button_secondary_text",
                label: "Second button's text",
                base: value.button_secondary_text,
                value: value.button_secondary_text_translation,
              },
            ]}
            locale={locale}
            onLocaleChange={setLocale}
            languages={offer.languages}
            own={offer.own}
            onChange={(_, next) => set("button_secondary_text_translation")(mapOrNull(next))}
          />
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextField label="Image address" type="url" value={value.image} onChange={set("image")} />
          <ChooseFromLibrary onPick={(url) => set("image")(url)} className="mt-1.5 !px-2.5 !py-1.5 !text-xs" />
        </div>
        <div>
          <TextField
            label="Background video"
            placeholder="https://… .mp4, YouTube or Vimeo"
            value={value.background_video}
            onChange={set("background_video")}
          />
          <ChooseFromLibrary onPick={(url) => set("background_video")(url)} className="mt-1.5 !px-2.5 !py-1.5 !text-xs" />
          <p className="mt-1 text-xs text-gray-600">
            A video file plays muted behind the text (paused for visitors who prefer less motion); a YouTube or Vimeo video shows under the text once the
            visitor allows it.
          </p>
        </div>
      </div>
      <p className="text-sm text-gray-700">
        Layout, colours, sizes and animation are set in the hero editor on the home page (Edit hero), where you see the hero as visitors will.
      </p>
    </div>
  );
}
