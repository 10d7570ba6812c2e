import type { ReactNode } from "react";
import type { ResponsivePicture } from "@/features/media-library";
import type { Metric } from "@/features/metrics";
import { backgroundStyle } from "@/platform/style/tokens";
import { hasMedia, MetricMedia } from "./metric-media";
import { CARD_IMAGE_SIZES } from "./picture-sizes";
import type { Alignment, Tone } from "./section-layout";
import { blockTextColors, textClasses, type TextClasses, type TextVariant } from "./text-styles";

export type CardLayout = {
  variant: TextVariant;
  /** The tone of the section background (for placeholders; text colours come from custom properties). */
  tone: Tone;
  alignment: Alignment;
  /** is_image_bottom: media below the text. */
  imageBottom: boolean;
  /** CSS height of the media (image_metrics_height), null for the default. */
  imageHeight: string | null;
};

/** A media library picture of the metric's image: the picture, how wide the layout shows it, and whether it is on the first screen. */
export type CardPicture = { picture: ResponsivePicture; sizes: string; eager: boolean };

const CARD =
  "mx-auto flex h-full w-full min-w-[min(280px,100%)] max-w-[350px] min-h-[350px] flex-col gap-5 rounded-3xl border border-gray-200/80 p-6 shadow-lg shadow-gray-900/5 transition-shadow hover:shadow-xl";

/**
 * The layout of one metric, shared by the public page and the editor's live
 * preview: optional title, a description (rendered by the caller), media above
 * or below, and a card with its own background when is_card_type.
 */
export function MetricCardFrame({
  metric,
  title,
  description,
  layout: { variant, alignment, imageBottom, imageHeight },
  attributes,
  picture,
}: {
  metric: Metric;
  title: string;
  description: (styles: TextClasses) => ReactNode;
  layout: CardLayout;
  attributes: Record<string, string | number | undefined>;
  picture?: CardPicture | null;
}) {
  const card = metric.is_card_type;
  const background = card ? backgroundStyle(metric) : {};
  const painted = Object.keys(background).length > 0;
  // A card sets its own text colours: readable on its background, or the plain ones on its white.
  const colors = card ? blockTextColors(variant, metric).vars : {};
  const styles = textClasses(variant);
  const centered = alignment === "center";
  const media = hasMedia(metric.image) ? (
    <MetricMedia
      url={metric.image}
      title={title}
      height={imageHeight}
      roundedFull={metric.is_image_rounded_full}
      centered={centered}
      picture={picture?.picture}
      sizes={card ? CARD_IMAGE_SIZES : picture?.sizes}
      eager={picture?.eager}
    />
  ) : null;
  // Nothing empty is written (no class="", style={} nor "" child): a page of 48 metrics sends each twice, in its HTML and its hydration payload.
  const text = (
    <div className={centered ? "text-center" : undefined}>
      {styles.metricAccent ? <div aria-hidden className={`${styles.metricAccent} ${centered ? "mx-auto" : ""}`} /> : null}
      {metric.is_title_displayed !== false && title ? <h3 className={styles.metricTitle}>{title}</h3> : null}
      {description(styles)}
    </div>
  );
  return (
    <article
      {...attributes}
      {...(card ? { "data-card": "" } : {})}
      className={card ? `${CARD} ${painted ? "" : "bg-white"} ${media ? "" : "justify-center"}` : "flex h-full flex-col gap-5"}
      style={card ? { ...background, ...colors } : undefined}
    >
      {imageBottom ? (
        <>
          {text}
          {media && <div className="mt-auto">{media}</div>}
        </>
      ) : (
        <>
          {media}
          {text}
        </>
      )}
    </article>
  );
}
