import type { ResponsivePicture } from "@/features/media-library";
import { translated } from "@/platform/i18n/locales";
import type { HeroSection } from "../record";
import { Island } from "@/platform/islands";
import heroBackground from "../islands/hero-background";
import heroVideo from "../islands/hero-video";
import { HeroView, type HeroTexts } from "./hero-view";

/** The hero's texts in `locale` (its translation when there is one). */
export function heroTexts(hero: HeroSection, locale: string): HeroTexts {
  return {
    title: translated(hero.title, hero.title_translation, locale),
    description: translated(hero.description, hero.description_translation, locale),
    button: translated(hero.button, hero.button_translation, locale),
    tagLine: translated(hero.tag_line, hero.tag_line_translation, locale),
    secondary: translated(hero.button_secondary_text, hero.button_secondary_text_translation, locale),
  };
}

/** A hero block on a public page (server component). */
export function HeroSectionView({ hero, locale, picture }: { hero: HeroSection; locale: string; picture?: ResponsivePicture | null }) {
  return (
    <div data-hero-id={hero.id}>
      <HeroView
        hero={hero}
        texts={heroTexts(hero, locale)}
        headingId={`hero-${hero.id}-title`}
        slots={{
          background: hero.animation_element ? <Island of={heroBackground} props={{ name: hero.animation_element }} /> : undefined,
          video: (src) => <Island of={heroVideo} props={{ src }} />,
          picture,
        }}
      />
    </div>
  );
}
