import { and, eq } from "drizzle-orm";
import type { BlockDefinition } from "@/features/site/block-types";
import { sanitizeRichText } from "@/platform/sanitize/html";
import type { HeadingSection } from "../schema";
import { HeadingError } from "../public/heading-error";
import { HeadingSectionView } from "../public/heading-section";
import { HeadingSkeleton } from "../public/heading-skeleton";
import { headingErrorName, headingView, type HeadingView } from "../public/view-model";
import { templateHeadingSections } from "../tables";
import { loadPageHeadings } from "./queries";

/**
 * One heading on a page. Its view is computed eagerly here, inside try/catch:
 * server components have no error boundary per block, so a record that cannot
 * render shows "Error rendering section: {name}" and the rest of the page renders.
 */
function HeadingBlock({ block, locale }: { block: HeadingSection; locale: string }) {
  let view: HeadingView;
  try {
    view = headingView(block, locale, sanitizeRichText);
  } catch (error) {
    console.error(`Heading section ${String((block as { id?: unknown }).id)} cannot render:`, error);
    return <HeadingError name={headingErrorName(block)} />;
  }
  return <HeadingSectionView view={view} />;
}

/** Heading sections as a block type of the page registry (src/features/site). */
export const headingSectionBlock: BlockDefinition<HeadingSection> = {
  type: "heading_section",
  label: "Heading section",
  load: loadPageHeadings,
  summary: (heading) => ({ id: heading.id, order: heading.order, title: typeof heading.name === "string" ? heading.name : String(heading.name) }),
  Component: HeadingBlock,
  Skeleton: HeadingSkeleton,
  async setOrder(tx, organizationId, urlPage, id, order) {
    const rows = await tx
      .update(templateHeadingSections)
      .set({ order })
      .where(and(eq(templateHeadingSections.id, id), eq(templateHeadingSections.organization_id, organizationId), eq(templateHeadingSections.url_page, urlPage)))
      .returning({ id: templateHeadingSections.id });
    return rows.length === 1;
  },
};
