import type { Metric } from "@/features/metrics/schema";
import { translated } from "@/platform/i18n/locales";
import { backgroundStyle } from "@/platform/style/tokens";
import { hasMedia, MetricMedia } from "./metric-media";
import { RichText } from "./rich-text";
import { backgroundTone, type Alignment, type Tone } from "./section-layout";
import { textClasses, type TextVariant } from "./text-styles";

export type MetricCardProps = {
  metric: Metric;
  locale: string;
  variant: TextVariant;
  /** The tone of the section background (a card uses its own). */
  tone: Tone;
  alignment: Alignment;
  /** is_image_bottom: media below the text. */
  imageBottom: boolean;
  /** CSS height of the media (image_metrics_height), null for the default. */
  imageHeight: string | null;
};

const CARD =
  "mx-auto flex h-full w-full min-w-[min(280px,100%)] max-w-[350px] min-h-[350px] flex-col gap-5 rounded-3xl border border-gray-200/80 p-6 shadow-lg shadow-gray-900/5 transition-shadow hover:shadow-xl";

/** One metric: optional title, rich-text description and media (image, video or embed); a card when is_card_type. */
export function MetricCard({ metric, locale, variant, tone, alignment, imageBottom, imageHeight }: MetricCardProps) {
  const title = translated(metric.title, metric.title_translation, locale);
  const description = translated(metric.description, metric.description_translation, locale);
  const card = metric.is_card_type;
  const background = card ? backgroundStyle(metric) : {};
  const ownTone = card ? (Object.keys(background).length ? backgroundTone(metric) : "light") : tone;
  const styles = textClasses(variant, ownTone);
  const centered = alignment === "center";
  const media = hasMedia(metric.image) ? (
    <MetricMedia url={metric.image} title={title} height={imageHeight} roundedFull={metric.is_image_rounded_full} centered={centered} />
  ) : null;
  const text = (
    <div className={centered ? "text-center" : ""}>
      {styles.metricAccent && <div aria-hidden className={`${styles.metricAccent} ${centered ? "mx-auto" : ""}`} />}
      {metric.is_title_displayed !== false && title && <h3 className={styles.metricTitle}>{title}</h3>}
      <RichText html={description} className={styles.metricDescription} />
    </div>
  );
  return (
    <article
      data-metric-id={metric.id}
      data-card={card ? "" : undefined}
      className={card ? `${CARD} ${Object.keys(background).length ? "" : "bg-white"} ${media ? "" : "justify-center"}` : "flex h-full flex-col gap-5"}
      style={background}
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
