import type { TranslatableText } from "@/platform/translations/rules";
import type { HeroSection } from "./record";

const FIELDS = ["title", "description", "button", "tag_line", "button_secondary_text"] as const;

/** A hero's translatable texts (issue 42): title, description, tag line and both buttons' texts. */
export const heroTexts = (hero: Pick<HeroSection, "id" | "version" | (typeof FIELDS)[number] | `${(typeof FIELDS)[number]}_translation`>): TranslatableText[] =>
  FIELDS.map((field) => ({ subject: "hero", id: hero.id, version: hero.version, field, source: hero[field], translations: hero[`${field}_translation`] }));
