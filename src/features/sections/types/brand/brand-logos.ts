import type { Metric } from "@/features/metrics";
import { translated } from "@/platform/i18n/locales";
import { isSafeMediaUrl, mediaKind } from "@/platform/media/media";
import { htmlToPlainText } from "@/platform/sanitize/plain-text";

/** One logo of a brand wall: its image (null: the name is shown as text), its name (the image's alt) and its link. */
export type BrandLogo = { id: number; name: string; image: string | null; href: string | null };

/**
 * A metric's link: metrics have no URL field, so a brand section reads the
 * metric's description as the link when it is nothing but one absolute http(s)
 * address (docs/decisions.md "Section types: faq, brand, article slider, help center").
 */
export function brandHref(description: string | null | undefined): string | null {
  const text = htmlToPlainText(description ?? "").trim();
  if (!text || /\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A logo is a picture: a video file or a YouTube/Vimeo link is no logo (an <img> of a
 * YouTube page would also ask YouTube for it before any consent), nor is an unsafe URL.
 */
function logoImage(url: string | null | undefined): string | null {
  const value = url?.trim();
  return value && isSafeMediaUrl(value) && mediaKind(value) === "image" ? value : null;
}

/** The section's metrics as logos in `locale`; a metric with neither an image nor a title is left out. */
export function brandLogos(metrics: readonly Metric[], locale: string): BrandLogo[] {
  return metrics
    .map((metric) => ({
      id: metric.id,
      name: translated(metric.title, metric.title_translation, locale).trim(),
      image: logoImage(metric.image),
      href: brandHref(translated(metric.description, metric.description_translation, locale)),
    }))
    .filter((logo) => logo.image || logo.name);
}
