import "server-only";
import { heroTexts } from "../translations";
import type { ResponsivePicture } from "@/features/media-library";
import type { BlockDefinition } from "@/features/site";
import { pageRowWrites } from "@/platform/db/page-rows";
import { translated } from "@/platform/i18n/locales";
import type { HeroSection } from "../record";
import { HeroSectionView } from "../public/hero-section";
import { HeroSkeleton } from "../public/hero-skeleton";
import { heroTextBackground } from "../public/view-model";
import { heroEditor } from "../registration";
import { heroSections } from "../tables";
import { loadPageHeroes } from "./queries";

/** Hero sections as a block type of the page registry (src/features/site): at most one per page. */
export const heroBlock: BlockDefinition<HeroSection & { picture?: ResponsivePicture | null }, "hero"> = {
  editor: heroEditor,
  load: loadPageHeroes,
  // A media library image comes with its variants (srcset, size, focal point), resolved with the page's other pictures.
  images: (hero) => [hero.image],
  withPictures: (hero, pictures) => ({ ...hero, picture: pictures.get(hero.image ?? "") ?? null }),
  summary: (hero) => ({ id: hero.id, order: hero.order, title: hero.title }),
  preview: (hero, locale) => ({ text: translated(hero.description, hero.description_translation, locale), image: hero.image }),
  // The check before publishing: the buttons' links, the image, the title's and description's chosen colours on
  // what they sit on (the hero's background, or the light veil over a background picture or video).
  check: (hero) => ({
    links: [
      { field: "button_style.url", url: hero.button_style.url },
      ...(hero.button_secondary_text ? [{ field: "button_secondary_url", url: hero.button_secondary_url }] : []),
    ],
    images: [{ field: "image", src: hero.image }],
    colors: [
      // A title painted with a gradient shows no chosen colour.
      {
        field: "title_style.color",
        text: hero.title_style.is_gradient && hero.title_style.gradient ? null : hero.title_style.color,
        stops: heroTextBackground(hero),
      },
      { field: "description_style.color", text: hero.description_style.color, stops: heroTextBackground(hero) },
    ],
  }),
  translatable: heroTexts,
  Component: ({ block, locale }) => <HeroSectionView hero={block} locale={locale} picture={block.picture} />,
  Skeleton: HeroSkeleton,
  ...pageRowWrites(heroSections),
};
