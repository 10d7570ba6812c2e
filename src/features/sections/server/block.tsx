import "server-only";
import { metricTexts } from "@/features/metrics/server";
import { sectionTexts } from "../translations";
import type { BlockDefinition } from "@/features/site";
import { pageRowWrites } from "@/platform/db/page-rows";
import { translated } from "@/platform/i18n/locales";
import { backgroundStops } from "@/platform/style/tokens";
import type { PageSection } from "../types/content";
import { TemplateSectionView } from "../public/template-sections";
import { SECTION_TYPE_REGISTRY } from "../types/registry";
import { sectionEditor } from "../registration";
import { templateSections } from "../tables";
import { withSectionContent } from "./content";
import { loadPageSections } from "./queries";

/** Template sections as a block type of the page registry (src/features/site). */
export const templateSectionBlock: BlockDefinition<PageSection, "template_section"> = {
  editor: sectionEditor,
  // The sections and their types' data (FAQs, posts, help-center articles) from the features that own it; posts in the page's language.
  load: async (organizationId, urlPage, locale) => withSectionContent(organizationId, await loadPageSections(organizationId, urlPage), locale),
  // Media library images (the metrics', the listings') come with their variants, resolved with the page's other pictures.
  images: (section) => [...section.website_metric.map((metric) => metric.image), ...(section.content?.listings ?? []).flatMap((listing) => listing.images)],
  withPictures: (section, pictures, first) => ({ ...section, content: { ...section.content, pictures, eager: first } }),
  summary: (section) => ({ id: section.id, order: section.order, title: section.section_title }),
  preview: (section, locale) => ({
    text: translated(section.section_description, section.section_description_translation, locale),
    image: section.website_metric.find((metric) => metric.image)?.image,
  }),
  // The check before publishing: the description's rich text and links, the metrics' images and texts, a chosen text colour.
  check: (section, locale) => ({
    html: [
      { field: "section_description", html: translated(section.section_description, section.section_description_translation, locale) },
      ...section.website_metric.map((metric) => ({
        field: `metrics.${metric.id}.description`,
        html: translated(metric.description, metric.description_translation, locale),
      })),
    ],
    // A metric's image shows with the metric's title as its alt text (metric-card.tsx).
    images: section.website_metric.map((metric) => ({
      field: `metrics.${metric.id}.image`,
      src: metric.image,
      alt: translated(metric.title, metric.title_translation, locale),
    })),
    colors: [{ field: "text_color", text: section.text_color, stops: backgroundStops(section) }],
  }),
  // The section's texts and its metrics' (a metric shared by two sections counts on each page).
  translatable: (section) => [...sectionTexts(section), ...section.website_metric.flatMap(metricTexts)],
  Component: ({ block, locale }) => <TemplateSectionView section={block} locale={locale} />,
  // Before a section has loaded its type is not known: the general type's placeholder.
  Skeleton: SECTION_TYPE_REGISTRY.general.Skeleton,
  ...pageRowWrites(templateSections),
};
