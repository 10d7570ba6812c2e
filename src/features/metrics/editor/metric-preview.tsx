"use client";

import { backgroundStyle } from "@/platform/style/tokens";
import { htmlToPlainText } from "@/platform/sanitize/plain-text";
import { MetricThumb } from "./metric-thumb";

export type MetricLook = {
  title: string;
  description: string;
  image: string | null;
  is_title_displayed: boolean;
  is_image_rounded_full: boolean;
  is_card_type: boolean;
  background_color?: string | null;
  is_gradient?: boolean;
  gradient?: { from?: string | null; via?: string | null; to?: string | null } | null;
};

/** How the metric will look in a section (a compact approximation of the public card). */
export function MetricPreview({ metric }: { metric: MetricLook }) {
  const card = metric.is_card_type;
  return (
    <div
      className={`flex flex-col items-center gap-3 p-5 text-center ${card ? "rounded-xl border border-gray-200 bg-white shadow-sm" : ""}`}
      style={backgroundStyle(metric)}
      aria-label="Preview"
      role="group"
    >
      <MetricThumb url={metric.image} rounded={metric.is_image_rounded_full} size="lg" />
      {metric.is_title_displayed && (
        <p className="text-base font-semibold break-words text-gray-900">{metric.title.trim() || <span className="text-gray-600">Title</span>}</p>
      )}
      <p className="line-clamp-4 text-sm break-words whitespace-pre-line text-gray-600">
        {htmlToPlainText(metric.description) || <span className="text-gray-600">Description</span>}
      </p>
    </div>
  );
}
