import { HERO_DEFAULTS, type HeroData } from "../defaults";
import { mergeHero } from "../merge";
import { migrateHero } from "../migrate";
import type { HeroSection } from "../record";
import { pickKeys, sameValue } from "@/ui/draft";

/** The form of a hero being edited: every field of the spec's nested form. */
export type HeroForm = HeroData;

const FORM_KEYS = Object.keys(HERO_DEFAULTS) as (keyof HeroForm)[];

/** The form of a loaded hero (its record minus id, page and version), or a new hero's defaults. */
export function formFromHero(hero: HeroSection | null): HeroForm {
  if (!hero) return HERO_DEFAULTS;
  return Object.fromEntries(FORM_KEYS.map((key) => [key, hero[key]])) as HeroForm;
}

export const sameForm = (a: HeroForm, b: HeroForm) => sameValue(a, b);

/** The fields that differ from `base` (whole style objects), as an update body. */
export const changedFields = (base: HeroForm, draft: HeroForm): Partial<HeroForm> =>
  pickKeys(
    draft,
    FORM_KEYS.filter((key) => !sameValue(base[key], draft[key])),
  );

/** A gradient as the pickers give it, with every stop present. */
export const fullGradient = (gradient: { from?: string | null; via?: string | null; to?: string | null }) => ({
  from: gradient.from ?? null,
  via: gradient.via ?? null,
  to: gradient.to ?? null,
});

/** The user's changes (draft against the base they were made on) applied to another base (after a 409). */
export function rebase(oldBase: HeroForm, mine: HeroForm, newBase: HeroForm): HeroForm {
  return { ...newBase, ...changedFields(oldBase, mine) };
}

/**
 * The `hero-section-updated` event's fields merged into the form (style objects
 * key by key). Values that are not valid are dropped (migrate.ts keeps the
 * form's). An event naming another hero's `id` is not for this form.
 */
export function mergeEventFields(form: HeroForm, detail: unknown, heroId: number | null): HeroForm {
  if (typeof detail !== "object" || detail === null || Array.isArray(detail)) return form;
  const fields = detail as Record<string, unknown>;
  if (fields.id !== undefined && fields.id !== heroId) return form;
  return migrateHero(mergeHero(form, fields as Partial<HeroForm>), form);
}
