"use client";

import type { Ref } from "react";
import type { Metric } from "@/features/metrics";
import { backgroundStyle, imageHeightToCss } from "@/platform/style/tokens";
import { MetricSlider } from "../public/metric-slider";
import { SliderSlides } from "../public/slider-slides";
import { MetricsGrid } from "../public/metrics-grid";
import { clampGridColumns } from "../public/section-layout";
import { blockTextColors, textClasses, textVariant } from "../public/text-styles";
import { RichTextEditor } from "@/ui/rich-text-editor";
import { LimitCounter } from "@/ui/limit-counter";
import { TEXT_LIMITS } from "@/platform/schema/limits";
import { alignmentOf, type SectionDraft } from "./section-form-state";
import { PlaceholderCard, PreviewMetricCard } from "./preview-cards";
import { TypePreview } from "./type-preview";

type Props = {
  draft: SectionDraft;
  onChange: (patch: Partial<SectionDraft>) => void;
  metrics: Metric[];
  titleError: string | null;
  titleRef: Ref<HTMLTextAreaElement>;
};

const ALIGN = { left: "text-left", center: "text-center", right: "text-right" } as const;
const BLOCK = { left: "", center: "mx-auto", right: "ml-auto" } as const;
const TOOLBAR_ALIGN = { left: "start", center: "center", right: "end" } as const;
const FIELD =
  "block w-full resize-none rounded-md bg-transparent field-sizing-content outline-none ring-1 ring-transparent transition-shadow hover:ring-current/15 focus:ring-2 focus:ring-blue-500/60";

/** The section as the page will show it, with the title and the description (rich text) edited in place. */
export function SectionPreview({ draft, onChange, metrics, titleError, titleRef }: Props) {
  const variant = textVariant(draft.text_style_variant);
  const colors = blockTextColors(variant, draft, draft.text_color);
  const tone = colors.tone;
  const styles = textClasses(variant);
  const alignment = alignmentOf(draft);
  const columns = clampGridColumns(draft.grid_columns);
  const imageHeight = imageHeightToCss(draft.image_metrics_height);
  const layout = { tone, alignment, imageBottom: draft.is_image_bottom, imageHeight };
  const placeholder = tone === "dark" ? "placeholder:text-white/40" : "placeholder:text-gray-300";

  const cards =
    metrics.length > 0
      ? metrics.map((metric) => <PreviewMetricCard key={metric.id} metric={metric} variant={variant} {...layout} />)
      : Array.from({ length: columns }, (_, i) => <PlaceholderCard key={i} {...layout} />);

  return (
    <div
      data-testid="section-preview"
      data-tone={tone}
      className={`overflow-hidden rounded-xl border border-gray-200 ${variant === "apple" ? "py-16" : "py-12"}`}
      style={{ ...backgroundStyle(draft), ...colors.vars }}
    >
      <div className={draft.is_full_width ? "px-6 @2xl:px-10" : "mx-auto max-w-6xl px-6 @5xl:px-8"}>
        <header className={ALIGN[alignment]}>
          {styles.eyebrow && <div aria-hidden className={`${styles.eyebrow} ${BLOCK[alignment]}`} />}
          <textarea
            ref={titleRef}
            rows={1}
            value={draft.section_title}
            onChange={(e) => onChange({ section_title: e.target.value.replace(/\s*\n\s*/g, " ") })}
            onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
            aria-label="Section title"
            aria-invalid={!!titleError}
            aria-describedby={[titleError ? "section-title-error" : "", "section-title-counter"].join(" ").trim()}
            placeholder="Section title"
            className={`${styles.title} ${FIELD} ${ALIGN[alignment]} ${placeholder} ${titleError ? "ring-2 ring-red-500/70" : ""}`}
          />
          <LimitCounter id="section-title-counter" length={draft.section_title.trim().length} max={TEXT_LIMITS.sectionTitle} className="mt-1 mr-2" />
          {titleError && (
            <p
              id="section-title-error"
              role="alert"
              className={`mt-2 inline-block scroll-mb-24 rounded-md bg-red-50 px-2.5 py-1 text-sm font-medium text-red-700`}
            >
              {titleError}
            </p>
          )}
          <RichTextEditor
            variant="inline"
            value={draft.section_description}
            onChange={(html) => onChange({ section_description: html })}
            label="Section description"
            placeholder="Add a description (optional)"
            toolbarAlign={TOOLBAR_ALIGN[alignment]}
            className={`${styles.description} max-w-3xl ${BLOCK[alignment]} ${ALIGN[alignment]}`}
          />
        </header>
        <div className={variant === "apple" ? "mt-12" : "mt-10"}>
          {draft.section_type !== "general" ? (
            <TypePreview draft={draft} metrics={metrics} tone={tone} />
          ) : draft.is_slider && metrics.length > 0 ? (
            <MetricSlider label={`Preview: ${draft.section_title || "Cards"}`} gridColumns={columns} count={cards.length} tone={tone}>
              <SliderSlides slides={cards} gridColumns={columns} />
            </MetricSlider>
          ) : (
            <MetricsGrid columns={columns} container>
              {cards}
            </MetricsGrid>
          )}
        </div>
      </div>
    </div>
  );
}
