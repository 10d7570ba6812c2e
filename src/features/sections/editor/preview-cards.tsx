"use client";

import { ImageIcon } from "lucide-react";
import type { Metric } from "@/features/metrics/schema";
import { backgroundStyle } from "@/platform/style/tokens";
import { hasMedia, MetricMedia } from "../public/metric-media";
import { backgroundTone, type Alignment, type Tone } from "../public/section-layout";
import { textClasses, type TextVariant } from "../public/text-styles";
import { htmlToPlainText } from "@/platform/sanitize/plain-text";

type CardLayout = { variant: TextVariant; tone: Tone; alignment: Alignment; imageBottom: boolean; imageHeight: string | null };

const CARD = "mx-auto flex h-full w-full max-w-[350px] min-h-[350px] flex-col gap-5 rounded-3xl border border-gray-200/80 p-6 shadow-lg shadow-gray-900/5";

/** A metric as the page shows it (the description as plain text here). */
export function PreviewMetricCard({ metric, variant, tone, alignment, imageBottom, imageHeight }: CardLayout & { metric: Metric }) {
  const card = metric.is_card_type;
  const background = card ? backgroundStyle(metric) : {};
  const painted = Object.keys(background).length > 0;
  const styles = textClasses(variant, card ? (painted ? backgroundTone(metric) : "light") : tone);
  const centered = alignment === "center";
  const media = hasMedia(metric.image) ? (
    <MetricMedia url={metric.image} title={metric.title} height={imageHeight} roundedFull={metric.is_image_rounded_full} centered={centered} />
  ) : null;
  const text = (
    <div className={centered ? "text-center" : ""}>
      {styles.metricAccent && <div aria-hidden className={`${styles.metricAccent} ${centered ? "mx-auto" : ""}`} />}
      {metric.is_title_displayed !== false && metric.title && <h3 className={styles.metricTitle}>{metric.title}</h3>}
      <p className={`${styles.metricDescription} whitespace-pre-line`}>{htmlToPlainText(metric.description)}</p>
    </div>
  );
  return (
    <article data-preview-metric={metric.id} className={card ? `${CARD} ${painted ? "" : "bg-white"}` : "flex h-full flex-col gap-5"} style={background}>
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

/** A stand-in metric (no metrics yet): shows where media and text will sit. */
export function PlaceholderCard({ tone, alignment, imageBottom, imageHeight }: Omit<CardLayout, "variant">) {
  const dark = tone === "dark";
  const bar = dark ? "bg-white/25" : "bg-gray-200";
  const media = (
    <div
      className={`flex w-full items-center justify-center rounded-2xl border border-dashed ${dark ? "border-white/30 bg-white/10 text-white/60" : "border-gray-300 bg-gray-50 text-gray-400"}`}
      style={{ height: imageHeight ?? "12rem" }}
    >
      <ImageIcon className="size-6" />
    </div>
  );
  const centered = alignment === "center";
  const text = (
    <div className={`space-y-2 ${centered ? "flex flex-col items-center" : ""}`}>
      <div className={`h-4 w-2/3 rounded ${bar}`} />
      <div className={`h-3 w-full rounded ${bar} opacity-70`} />
      <div className={`h-3 w-5/6 rounded ${bar} opacity-70`} />
    </div>
  );
  return (
    <div aria-hidden data-placeholder-metric className="flex h-full flex-col gap-5">
      {imageBottom ? (
        <>
          {text}
          {media}
        </>
      ) : (
        <>
          {media}
          {text}
        </>
      )}
    </div>
  );
}
