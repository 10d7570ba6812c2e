import type { ReactNode } from "react";
import { MediaEmbed } from "@/features/embeds";
import type { ResponsivePicture } from "@/features/media-library";
import type { HeroData } from "../defaults";
import { HeroButton, SecondaryButton } from "./hero-button";
import { HeroMediaBox } from "./hero-media";
import {
  ALIGN_ITEMS,
  buttonsJustify,
  contentStyle,
  descriptionStyle,
  heroBackgroundVideo,
  heroLayout,
  mediaBoxStyle,
  secondaryButton,
  sectionStyle,
  titleStyle,
  type HeroMedia,
} from "./view-model";

/** The hero's texts in the visitor's language. */
export type HeroTexts = { title: string; description: string; button: string; tagLine: string; secondary: string };

/**
 * What the editor's live preview puts in place of the visitor's elements: the
 * editable title, description and button, the resize handles around the image,
 * and the animated background (loaded its own way on each side).
 */
export type HeroSlots = {
  title?: ReactNode;
  description?: ReactNode;
  button?: ReactNode;
  media?: (box: ReactNode, media: HeroMedia) => ReactNode;
  background?: ReactNode;
  /** The background video file's player (muted, looping, paused under reduced motion), loaded its own way on each side. */
  video?: (url: string) => ReactNode;
  /** Controls after the title and the description (the editor's size handles). */
  afterTitle?: ReactNode;
  afterDescription?: ReactNode;
  /** Links are inert in the preview. */
  preview?: boolean;
  /** The image's variants when it comes from the media library (srcset, size, focal point). */
  picture?: ResponsivePicture | null;
};

export const TITLE_CLASS =
  "font-bold tracking-tight text-balance pb-[0.08em] text-(length:--hero-size-m) leading-(--hero-leading-m) md:text-(length:--hero-size-d) md:leading-(--hero-leading-d)";
export const DESCRIPTION_CLASS = "whitespace-pre-line text-(length:--hero-size-m) leading-(--hero-leading-m) md:text-(length:--hero-size-d) md:leading-(--hero-leading-d)";

/**
 * The hero's markup, shared by the public page (a server component, no
 * JavaScript unless the hero has an animated background) and the editor's
 * live preview. Reading order is the text first, then the image.
 */
export function HeroView({ hero, texts, headingId, slots = {} }: { hero: HeroData; texts: HeroTexts; headingId: string; slots?: HeroSlots }) {
  const layout = heroLayout(hero);
  const media = layout.media;
  const Heading = hero.background_style.seo_title ? "h1" : "h2";
  const box = (m: HeroMedia) => {
    const element = (
      <div className="relative shrink-0" style={mediaBoxStyle(m)} data-hero-media={m.placement}>
        <HeroMediaBox media={m} title={texts.title} picture={slots.picture} />
      </div>
    );
    return slots.media ? slots.media(element, m) : element;
  };
  const main = slots.button ?? (texts.button ? <HeroButton hero={hero} label={texts.button} /> : null);
  const second = secondaryButton(hero, texts.secondary);
  const video = heroBackgroundVideo(hero);
  // The buttons side by side (wrapping on a narrow screen), placed by buttons_alignment (else as the title).
  const button =
    main || second ? (
      <div data-hero-buttons className="flex flex-wrap items-center gap-4 self-stretch" style={{ justifyContent: buttonsJustify(hero) }}>
        {main}
        {second && <SecondaryButton hero={hero} label={second.label} url={second.url} preview={slots.preview} />}
      </div>
    ) : null;
  const above = hero.button_style.aboveDescription;

  return (
    <section aria-labelledby={headingId} className="relative isolate flex flex-col justify-center overflow-hidden" style={sectionStyle(hero)} data-hero-section>
      {media?.placement === "background" && (
        <div aria-hidden className="absolute inset-0 -z-20">
          <HeroMediaBox media={media} cover picture={slots.picture} />
          {/* A light veil keeps dark text readable on any picture. */}
          <div className="absolute inset-0 bg-white/75" />
        </div>
      )}
      {video?.kind === "video" && slots.video?.(video.url)}
      {slots.background}
      <div className="px-6 py-20 sm:py-28 lg:px-8">
        <div className="mx-auto grid items-center gap-10 md:grid-cols-(--hero-cols)" style={contentStyle(layout, hero)}>
          <div className="flex flex-col gap-6 md:col-span-(--hero-text-span)" style={{ textAlign: layout.align, alignItems: ALIGN_ITEMS[layout.align] }}>
            {media?.placement === "above" && box(media)}
            {texts.tagLine && (
              <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm text-gray-700 ring-1 ring-gray-900/10">
                <span>{texts.tagLine}</span>
                <a href="/blog" tabIndex={slots.preview ? -1 : undefined} className="font-semibold text-blue-700 hover:underline">
                  Explore <span aria-hidden>→</span>
                </a>
              </p>
            )}
            <Heading id={headingId} data-testid="site-title" data-hero-title className={TITLE_CLASS} style={titleStyle(hero)}>
              {slots.title ?? texts.title}
            </Heading>
            {slots.afterTitle}
            {above && button}
            {(slots.description || texts.description) && (
              <p data-hero-description className={DESCRIPTION_CLASS} style={descriptionStyle(hero)}>
                {slots.description ?? texts.description}
              </p>
            )}
            {slots.afterDescription}
            {!above && button}
            {media?.placement === "inline" && box(media)}
            {media?.placement === "below" && box(media)}
          </div>
          {(media?.placement === "left" || media?.placement === "right") && (
            <div className={`flex justify-center ${media.placement === "left" ? "md:order-first" : ""}`}>{box(media)}</div>
          )}
        </div>
        {media?.placement === "full" && <div className="mx-auto mt-12 max-w-7xl">{box(media)}</div>}
        {video?.kind === "embed" && (
          // A YouTube or Vimeo background: its player under the text, behind the visitor's consent (it cannot play silently before).
          <div className="mx-auto mt-12 max-w-5xl" data-hero-video="embed">
            <MediaEmbed url={video.url} title={texts.title} className="block aspect-video w-full rounded-2xl shadow-xl shadow-gray-900/10" />
          </div>
        )}
      </div>
    </section>
  );
}
