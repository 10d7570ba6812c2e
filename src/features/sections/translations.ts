import type { TranslatableText } from "@/platform/translations/rules";
import type { TemplateSection } from "./schema";

type SectionTexts = Pick<
  TemplateSection,
  "id" | "version" | "section_title" | "section_title_translation" | "section_description" | "section_description_translation"
>;

/** A section's own translatable texts (issue 42): its title and description (its metrics' are the metrics feature's). */
export const sectionTexts = (section: SectionTexts): TranslatableText[] => [
  {
    subject: "section",
    id: section.id,
    version: section.version,
    field: "section_title",
    source: section.section_title,
    translations: section.section_title_translation,
  },
  {
    subject: "section",
    id: section.id,
    version: section.version,
    rich: true,
    field: "section_description",
    source: section.section_description,
    translations: section.section_description_translation,
  },
];
