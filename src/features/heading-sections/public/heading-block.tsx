import type { ResponsivePicture } from "@/features/media-library";
import { sanitizeRichText } from "@/platform/sanitize/html";
import type { HeadingSection } from "../schema";
import { HeadingError } from "./heading-error";
import { HeadingSectionView } from "./heading-section";
import { headingErrorName, headingView, type HeadingView } from "./view-model";

/**
 * One heading on a page (server side: rich text is sanitized again here). Its
 * view is computed eagerly, inside try/catch: server components have no error
 * boundary per block, so a record that cannot render shows "Error rendering
 * section: {name}" and the rest of the page renders.
 */
export function HeadingBlock({ block, locale }: { block: HeadingSection & { picture?: ResponsivePicture | null; eager?: boolean }; locale: string }) {
  let view: HeadingView;
  try {
    view = headingView(block, locale, sanitizeRichText);
  } catch (error) {
    console.error(`Heading section ${String((block as { id?: unknown }).id)} cannot render:`, error);
    return <HeadingError name={headingErrorName(block)} />;
  }
  return <HeadingSectionView view={view} picture={view.image ? block.picture : null} eager={block.eager} />;
}
