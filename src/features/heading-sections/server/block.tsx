import "server-only";
import { headingTexts } from "../translations";
import type { ResponsivePicture } from "@/features/media-library";
import type { BlockDefinition } from "@/features/site";
import { pageRowWrites } from "@/platform/db/page-rows";
import { translated } from "@/platform/i18n/locales";
import { backgroundStops } from "@/platform/style/tokens";
import type { HeadingSection } from "../schema";
import { HeadingBlock } from "../public/heading-block";
import { HeadingSkeleton } from "../public/heading-skeleton";
import { headingSectionEditor } from "../registration";
import { templateHeadingSections } from "../tables";
import { loadPageHeadings } from "./queries";

/** Heading sections as a block type of the page registry (src/features/site). */
export const headingSectionBlock: BlockDefinition<HeadingSection & { picture?: ResponsivePicture | null; eager?: boolean }, "heading_section"> = {
  editor: headingSectionEditor,
  load: loadPageHeadings,
  // A media library image comes with its variants, resolved with the page's other pictures.
  images: (heading) => [heading.image],
  withPictures: (heading, pictures, first) => ({ ...heading, picture: pictures.get(heading.image ?? "") ?? null, eager: first }),
  summary: (heading) => ({ id: heading.id, order: heading.order, title: heading.name }),
  preview: (heading, locale) => ({ text: translated(heading.description_text, heading.description_text_translation, locale), image: heading.image }),
  // The check before publishing: the button's link, the description, the image, a chosen text colour.
  check: (heading, locale) => ({
    links: [{ field: "url", url: heading.url }],
    html: [{ field: "description_text", html: translated(heading.description_text, heading.description_text_translation, locale) }],
    images: [{ field: "image", src: heading.image }],
    colors: [{ field: "text_color", text: heading.text_color, stops: backgroundStops(heading) }],
  }),
  translatable: headingTexts,
  Component: HeadingBlock,
  Skeleton: HeadingSkeleton,
  ...pageRowWrites(templateHeadingSections),
};
