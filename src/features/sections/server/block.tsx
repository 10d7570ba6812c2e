import { and, eq } from "drizzle-orm";
import type { BlockDefinition } from "@/features/site/block-types";
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
  Component: ({ block, locale }) => <TemplateSectionView section={block} locale={locale} />,
  Skeleton: SectionSkeleton,
  async setOrder(tx, organizationId, urlPage, id, order) {
    const rows = await tx
      .update(templateSections)
      .set({ order })
      .where(and(eq(templateSections.id, id), eq(templateSections.organization_id, organizationId), eq(templateSections.url_page, urlPage)))
      .returning({ id: templateSections.id });
    return rows.length === 1;
  },
};
