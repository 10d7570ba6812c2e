import type { Metric } from "@/features/metrics";
import { translated } from "@/platform/i18n/locales";
import { MetricCardFrame, type CardLayout, type CardPicture } from "./metric-card-frame";
import { RichText } from "./rich-text";

export type MetricCardProps = CardLayout & { metric: Metric; locale: string; picture?: CardPicture | null };

/** One metric on the page: translated title, sanitized rich-text description and media (a media library picture when it is one); a card when is_card_type. */
export function MetricCard({ metric, locale, picture, ...layout }: MetricCardProps) {
  return (
    <MetricCardFrame
      metric={metric}
      title={translated(metric.title, metric.title_translation, locale)}
      description={(styles) => <RichText html={translated(metric.description, metric.description_translation, locale)} className={styles.metricDescription} />}
      layout={layout}
      attributes={{ "data-metric-id": metric.id }}
      picture={picture}
    />
  );
}
