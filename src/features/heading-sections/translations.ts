import type { TranslatableText } from "@/platform/translations/rules";
import type { HeadingSection } from "./schema";

type HeadingTexts = Pick<
  HeadingSection,
  "id" | "version" | "name" | "name_translation" | "description_text" | "description_text_translation" | "button_text" | "button_text_translation"
>;

/** A heading's translatable texts (issue 42): its title, text and button text. */
export const headingTexts = (heading: HeadingTexts): TranslatableText[] => [
  { subject: "heading", id: heading.id, version: heading.version, field: "name", source: heading.name, translations: heading.name_translation },
  {
    subject: "heading",
    id: heading.id,
    version: heading.version,
    field: "description_text",
    rich: true,
    source: heading.description_text,
    translations: heading.description_text_translation,
  },
  {
    subject: "heading",
    id: heading.id,
    version: heading.version,
    field: "button_text",
    source: heading.button_text,
    translations: heading.button_text_translation,
  },
];
