import type { BlockDefinition } from "@/features/site/block-types";
import { pageRowWrites } from "@/platform/db/page-rows";
import { translated } from "@/platform/i18n/locales";
import type { TemplateSection } from "../schema";
import { SectionSkeleton } from "../public/section-skeleton";
import { TemplateSectionView } from "../public/template-sections";
import { templateSections } from "../tables";
import { loadPageSections } from "./queries";

/** Template sections as a block type of the page registry (src/features/site). */
export const templateSectionBlock: BlockDefinition<TemplateSection> = {
  type: "template_section",
  label: "Template section",
  load: loadPageSections,
  summary: (section) => ({ id: section.id, order: section.order, title: section.section_title }),
  preview: (section, locale) => ({
    text: translated(section.section_description, section.section_description_translation, locale),
    image: section.website_metric.find((metric) => metric.image)?.image,
  }),
  Component: ({ block, locale }) => <TemplateSectionView section={block} locale={locale} />,
  Skeleton: SectionSkeleton,
  ...pageRowWrites(templateSections),
};
