import type { Metric } from "@/features/metrics";
import { translated } from "@/platform/i18n/locales";
import { imageHeightToCss } from "@/platform/style/tokens";
import { MetricCard } from "../../public/metric-card";
import { MetricSlider } from "../../public/metric-slider";
import { MetricsGrid } from "../../public/metrics-grid";
import { RichText } from "../../public/rich-text";
import { clampGridColumns, titleAlignment, type Alignment } from "../../public/section-layout";
import { textClasses, textVariant } from "../../public/text-styles";
import type { SectionViewProps } from "../definition";

const ALIGN: Record<Alignment, { header: string; description: string }> = {
  left: { header: "text-left", description: "max-w-3xl" },
  center: { header: "mx-auto text-center", description: "mx-auto max-w-3xl" },
  right: { header: "ml-auto text-right", description: "ml-auto max-w-3xl" },
};

/** The generic section: title, description and a grid (or slider) of the section's metrics. */
export function GeneralSection({ section, locale, tone, options }: SectionViewProps) {
  const variant = textVariant(section.text_style_variant);
  const styles = textClasses(variant);
  const alignment = titleAlignment(section);
  const columns = clampGridColumns(section.grid_columns);
  const title = translated(section.section_title, section.section_title_translation, locale);
  const description = translated(section.section_description, section.section_description_translation, locale);
  const metrics: Metric[] = section.website_metric ?? [];
  const imageHeight = imageHeightToCss(section.image_metrics_height);
  // is_slider belongs to the general type (spec/editors.md §3): a type shown by this view without the option keeps the grid.
  const slider = section.is_slider && options.includes("slider");

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
    />
  ));

  return (
    <div className={section.is_full_width ? "px-6 sm:px-10 lg:px-16" : "mx-auto max-w-7xl px-6 lg:px-8"} data-width={section.is_full_width ? "full" : "contained"}>
      <header className={ALIGN[alignment].header} data-align={alignment}>
        {styles.eyebrow && <div aria-hidden className={`${styles.eyebrow} ${alignment === "center" ? "mx-auto" : alignment === "right" ? "ml-auto" : ""}`} />}
        <h2 className={styles.title}>
          {title}
        </h2>
        <RichText html={description} className={`${styles.description} ${ALIGN[alignment].description}`} />
      </header>
      {cards.length > 0 && (
        <div className={variant === "apple" ? "mt-14 sm:mt-20" : "mt-12 sm:mt-16"}>
          {slider ? (
            <MetricSlider label={title} gridColumns={columns} slides={cards} tone={tone} />
          ) : (
            <MetricsGrid columns={columns}>{cards}</MetricsGrid>
          )}
        </div>
      )}
    </div>
  );
}
