/** Hero constants of spec/editors.md §5 and §9. */
import { URL_PAGE_MESSAGE } from "@/platform/schema";

export const HERO_ANIMATIONS = ["", "DotGrid", "LetterGlitch", "MagicBento"] as const;
export type HeroAnimation = (typeof HERO_ANIMATIONS)[number];

export const IMAGE_POSITIONS = ["left", "right", "background", "inline", "full"] as const;
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];

export const TEXT_ALIGNMENTS = ["left", "center", "right"] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

export { HERO_FONTS, HERO_FONT_LABELS, HERO_FONT_STACKS, type HeroFont } from "./fonts";

/** Layout columns (§5 "Hero layout columns 1 to 3"). */
export const HERO_COLUMNS = { min: 1, max: 3 } as const;

/** Image resize: at least 50 px per side (§5); at most what a screen can show. */
export const IMAGE_SIZE = { min: 50, max: 4000 } as const;

/** Dragged font size: clamped to 12–120 px, rounded to a multiple of 4 (§5). */
export const TEXT_PX = { min: 12, max: 120, step: 4 } as const;

/** Title area max 400 px high, description area max 280 px (§9). */
export const TEXT_AREA_MAX = { title: 400, description: 280 } as const;

export const HERO_MESSAGES = {
  title: "Please enter a hero title",
  urlPage: URL_PAGE_MESSAGE,
  duplicate: "This page already has a hero section. Edit the one on the page instead; a page can have only one hero.",
  stale: "This hero section was changed by someone else. Review the latest version and save again.",
  notFound: "Hero section not found",
  saveFailed: "Failed to save changes. Please try again.",
  textSize: `Text size must be a size such as text-7xl, or whole pixels from ${TEXT_PX.min} to ${TEXT_PX.max}`,
  columns: `Columns must be a whole number from ${HERO_COLUMNS.min} to ${HERO_COLUMNS.max}`,
  imageSize: `Image width and height must be whole pixels from ${IMAGE_SIZE.min} to ${IMAGE_SIZE.max}`,
  url: "Enter a page of this site such as /products, or a full address starting with https://",
  image: "Enter an image address starting with https:// or /",
  alignment: "Alignment must be left, center or right",
  blockWidth: "Block width must be one of 2xl, 3xl, 4xl, 5xl, 6xl, 7xl or full",
  weight: "Weight must be normal, medium, semibold or bold",
  position: "Image position must be left, right, background, inline or full",
  animation: "Animation must be DotGrid, LetterGlitch, MagicBento or none",
  fontFamily: "Font must be sans, serif, mono, rounded or empty (the site's font)",
  buttonsAlignment: "Buttons alignment must be left, center or right",
  backgroundVideo: "Enter a video address starting with https:// or /: a video file (.mp4, .webm), a YouTube or a Vimeo link",
  secondaryUrl: "Enter a link for the second button: a page of this site such as /contact, or a full address starting with https://",
} as const;

/** Rounds a dragged font size to the spec's grid: a multiple of 4 within 12–120 px. */
export function snapTextPx(px: number): number {
  const snapped = Math.round(px / TEXT_PX.step) * TEXT_PX.step;
  return Math.min(TEXT_PX.max, Math.max(TEXT_PX.min, snapped));
}

/** Keeps a resized image side at 50 px or more (and within what can be stored). */
export function clampImagePx(px: number): number {
  return Math.min(IMAGE_SIZE.max, Math.max(IMAGE_SIZE.min, Math.round(px)));
}

/** Pixels of Tailwind's size tokens at the default 16 px root (where a size drag starts from). */
const TOKEN_PX: Record<string, number> = {
  "text-xs": 12,
  "text-sm": 14,
  "text-base": 16,
  "text-lg": 18,
  "text-xl": 20,
  "text-2xl": 24,
  "text-3xl": 30,
  "text-4xl": 36,
  "text-5xl": 48,
  "text-6xl": 60,
  "text-7xl": 72,
  "text-8xl": 96,
  "text-9xl": 128,
};

/** A stored text size in pixels: a dragged size as it is, a token by Tailwind's scale. */
export function textPx(size: string | number): number {
  return typeof size === "number" ? size : (TOKEN_PX[size] ?? 16);
}
