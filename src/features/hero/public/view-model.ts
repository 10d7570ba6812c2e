import type { CSSProperties } from "react";
import { isSafeMediaUrl, mediaKind, type MediaKind } from "@/platform/media/media";
import { readableTextColor } from "@/platform/style/contrast";
import { backgroundStops, textColors } from "@/platform/style/text-colors";
import { backgroundStyle, colorTokenToCss, contentWidthToCss, fontWeightToCss, gradientToCss, textSizeToCss, type BackgroundFields, type Gradient } from "@/platform/style/tokens";
import { HERO_FONT_STACKS } from "../constants";
import type { HeroData, TextSize } from "../defaults";

/**
 * Everything the public hero and the editor's live preview need from a hero's
 * form, as CSS values from the style tokens (src/platform/style/tokens.ts):
 * no class name is built from a stored string. Pure, so both render the same.
 */

/** Where the image goes: beside the text, above or below it (one column), inside the text, full width under it, or behind everything. */
export type MediaPlacement = "left" | "right" | "above" | "below" | "inline" | "full" | "background";

export type HeroMedia = { url: string; kind: MediaKind; placement: MediaPlacement; width: number; height: number };

/** `columns` of the grid on wide screens (the image beside the text uses one, the text the rest). */
export type HeroLayout = { columns: number; media: HeroMedia | null; textSpan: number; align: "left" | "center" | "right" };

/** Placement of the image for this hero, or null when it has none (or its URL is unsafe). */
export function heroLayout(hero: HeroData): HeroLayout {
  const align = hero.title_style.alignment;
  const url = hero.image?.trim();
  if (!url || !isSafeMediaUrl(url)) return { columns: 1, media: null, textSpan: 1, align };
  const kind = mediaKind(url);
  const { position, width, height } = hero.image_style;
  // Only a picture can sit behind the text; a video or player goes under it instead.
  const placement: MediaPlacement = position === "background" && kind !== "image" ? "full" : position;
  const beside = placement === "left" || placement === "right";
  const media = { url, kind, placement, width, height };
  // Left or Right is beside the text from 768 px up even with one column asked for (issue 36): the image takes a column of its own.
  const columns = Math.max(2, hero.background_style.column);
  return beside ? { columns, media, textSpan: columns - 1, align } : { columns: 1, media, textSpan: 1, align };
}

const size = (value: TextSize) => textSizeToCss(value) ?? "1rem";
const lineHeight = (value: TextSize) => (typeof value === "number" ? "1.15" : `var(--${value}--line-height)`);

/** Text that paints a gradient through its letters, else a solid colour. */
function textPaint(color: string, gradient: Gradient | null | undefined, useGradient: boolean): CSSProperties {
  const image = useGradient && gradient ? gradientToCss(gradient) : null;
  if (image) return { backgroundImage: image, WebkitBackgroundClip: "text", backgroundClip: "text", color: "transparent" };
  return { color };
}

/** Custom properties read by static classes: `text-(length:--hero-size-m) md:text-(length:--hero-size-d)`. */
function sizeVars(desktop: TextSize, mobile: TextSize): CSSProperties {
  return {
    "--hero-size-d": size(desktop),
    "--hero-size-m": size(mobile),
    "--hero-leading-d": lineHeight(desktop),
    "--hero-leading-m": lineHeight(mobile),
  } as CSSProperties;
}

/**
 * The hero's background_video: a video file plays behind the text (muted, under a light
 * veil); a YouTube or Vimeo link cannot play silently before the visitor's consent, so its
 * player (behind consent) goes under the text, full width. Null without one, or an unsafe one.
 */
export function heroBackgroundVideo(hero: HeroData): { url: string; kind: "video" | "embed" } | null {
  const url = hero.background_video?.trim();
  if (!url || !isSafeMediaUrl(url) || /^data:/i.test(url)) return null;
  const kind = mediaKind(url);
  return kind === "image" ? null : { url, kind };
}

/** The second button's label and link when it has both (else it is not shown). */
export function secondaryButton(hero: HeroData, label: string): { label: string; url: string } | null {
  const url = hero.button_secondary_url?.trim();
  return label.trim() && url ? { label, url } : null;
}

/** Where the buttons sit: buttons_alignment, else the title's alignment. As flex `justify-content`. */
export function buttonsJustify(hero: HeroData): CSSProperties["justifyContent"] {
  return ALIGN_ITEMS[hero.buttons_alignment ?? hero.title_style.alignment];
}

/** hero_font_family as a CSS font stack (the site's own font when empty). */
export function heroFontStyle(hero: HeroData): CSSProperties {
  const font = hero.hero_font_family;
  return font ? { fontFamily: HERO_FONT_STACKS[font] } : {};
}

/** The colours the hero's text sits on (the check before publishing compares chosen colours with them). */
export function heroTextBackground(hero: HeroData): string[] {
  return backgroundStops(behindText(hero));
}

/** What the text sits on: the hero's background, or the light veil over a background picture or video. */
function behindText(hero: HeroData): BackgroundFields {
  if (heroLayout(hero).media?.placement === "background" || heroBackgroundVideo(hero)?.kind === "video") return { background_color: "white" };
  const bg = hero.background_style;
  return { background_color: bg.color, is_gradient: bg.is_gradient, gradient: bg.gradient };
}

const PLAIN = { text: "gray-900", muted: "gray-600", accent: "blue-700" };

/**
 * The title's and description's colours: the editor's choice, else the colour
 * that reads at 4.5:1 on every colour of the background (the description a
 * muted shade of it). CSS values.
 */
export function heroTextColors(hero: HeroData): { title: string; description: string; text: string } {
  const background = behindText(hero);
  const vars = (chosen: string | null) => textColors(background, chosen, PLAIN).vars as Record<string, string>;
  const description = hero.description_style.color;
  return {
    title: vars(hero.title_style.color)["--onsite-text"]!,
    description: vars(description)[description ? "--onsite-text" : "--onsite-text-muted"]!,
    text: vars(null)["--onsite-text"]!,
  };
}

export function titleStyle(hero: HeroData): CSSProperties {
  const t = hero.title_style;
  return { ...sizeVars(t.size.desktop, t.size.mobile), ...textPaint(heroTextColors(hero).title, t.gradient, t.is_gradient) };
}

export function descriptionStyle(hero: HeroData): CSSProperties {
  const d = hero.description_style;
  return { ...sizeVars(d.size.desktop, d.size.mobile), color: heroTextColors(hero).description, fontWeight: fontWeightToCss(d.weight) ?? undefined };
}

/** The button's face: its gradient when it has one, else its colour; its text the colour that reads best on it. */
export function buttonStyle(hero: HeroData): CSSProperties {
  const b = hero.button_style;
  const image = b.gradient ? gradientToCss(b.gradient) : null;
  const face: BackgroundFields = image ? { is_gradient: true, gradient: b.gradient } : { background_color: colorTokenToCss(b.color) ? b.color : "gray-900" };
  const color = colorTokenToCss(readableTextColor(backgroundStops(face))) ?? "#fff";
  return { ...backgroundStyle(face), color };
}

/** The hero's own background (a background image is an element of its own, see HeroMediaView). */
export function sectionStyle(hero: HeroData): CSSProperties {
  const bg = hero.background_style;
  return {
    ...backgroundStyle({ background_color: bg.color, is_gradient: bg.is_gradient, gradient: bg.gradient }),
    ...(hero.image_style.fullPage ? { minHeight: "100svh" } : {}),
    ...heroFontStyle(hero),
  };
}

/** The content block: its maximum width and the grid's columns (read by `md:grid-cols-(--hero-cols)`). */
export function contentStyle(layout: HeroLayout, hero: HeroData): CSSProperties {
  return {
    maxWidth: contentWidthToCss(hero.title_style.blockWidth) ?? undefined,
    "--hero-cols": `repeat(${layout.columns}, minmax(0, 1fr))`,
    "--hero-text-span": String(layout.textSpan),
  } as CSSProperties;
}

/** The image box at its stored size: never wider than its column, keeping its proportions. */
export function mediaBoxStyle(media: HeroMedia): CSSProperties {
  if (media.placement === "full") return { width: "100%", height: `${media.height}px` };
  return { width: `min(${media.width}px, 100%)`, aspectRatio: `${media.width} / ${media.height}` };
}

export const ALIGN_ITEMS = { left: "flex-start", center: "center", right: "flex-end" } as const;
