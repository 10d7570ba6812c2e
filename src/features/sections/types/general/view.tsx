import type { Metric } from "@/features/metrics";
import { imageHeightToCss } from "@/platform/style/tokens";
import { MetricCard } from "../../public/metric-card";
import { Slider } from "../../public/slider";
import { MetricsGrid } from "../../public/metrics-grid";
import { columnSizes } from "../../public/picture-sizes";
import { contentGap, SectionBody, sectionTitle } from "../../public/section-header";
import { clampGridColumns, titleAlignment } from "../../public/section-layout";
import { textVariant } from "../../public/text-styles";
import type { SectionViewProps } from "../definition";

/** The generic section: title, description and a grid (or slider) of the section's metrics. */
export function GeneralSection({ section, locale, tone, options, content }: SectionViewProps) {
  const variant = textVariant(section.text_style_variant);
  const alignment = titleAlignment(section);
  const columns = clampGridColumns(section.grid_columns);
  const metrics: Metric[] = section.website_metric ?? [];
  const imageHeight = imageHeightToCss(section.image_metrics_height);
  // is_slider belongs to the general type (spec/editors.md §3): a type shown by this view without the option keeps the grid.
  const slider = section.is_slider && options.includes("slider");
  // A slider shows grid_columns − 1 cards a view (one under 768 px), a grid grid_columns.
  const sizes = columnSizes(slider ? Math.max(1, columns - 1) : columns, section.is_full_width);
  const pictureOf = (metric: Metric) => {
    const picture = content.pictures?.get(metric.image ?? "");
    return picture ? { picture, sizes, eager: !!content.eager } : null;
  };

  const cards = metrics.map((metric) => (
    <MetricCard
      key={metric.id}
      metric={metric}
      locale={locale}
      variant={variant}
      tone={tone}
      alignment={alignment}
      imageBottom={section.is_image_bottom}
      imageHeight={imageHeight}
      picture={pictureOf(metric)}
    />
  ));

  return (
    <SectionBody section={section} locale={locale}>
      {cards.length > 0 && (
        <div className={contentGap(section)}>
          {slider ? (
            <Slider label={sectionTitle(section, locale)} gridColumns={columns} slides={cards} tone={tone} />
          ) : (
            <MetricsGrid columns={columns}>{cards}</MetricsGrid>
          )}
        </div>
      )}
    </SectionBody>
  );
}
