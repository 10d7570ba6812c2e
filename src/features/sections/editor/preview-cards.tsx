"use client";

import { ImageIcon } from "lucide-react";
import type { Metric } from "@/features/metrics";
import { MetricCardFrame, type CardLayout } from "../public/metric-card-frame";
import { htmlToPlainText } from "@/platform/sanitize/plain-text";

/** A metric as the page shows it (the description as plain text here). */
export function PreviewMetricCard({ metric, ...layout }: CardLayout & { metric: Metric }) {
  return (
    <MetricCardFrame
      metric={metric}
      title={metric.title}
      description={(styles) => <p className={`${styles.metricDescription} whitespace-pre-line`}>{htmlToPlainText(metric.description)}</p>}
      layout={layout}
      attributes={{ "data-preview-metric": metric.id }}
    />
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
