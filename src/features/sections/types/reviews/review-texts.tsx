"use client";

import { useT } from "@/platform/tenancy/site-context";

const STAR = "M12 2.5l2.9 6.06 6.6.8-4.86 4.6 1.23 6.54L12 17.3l-5.87 3.2 1.23-6.54L2.5 9.36l6.6-.8z";

function StarRow({ className }: { className: string }) {
  return (
    <span aria-hidden className={`flex shrink-0 ${className}`}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" className="size-[1em] shrink-0" fill="currentColor" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/**
 * Five stars filled up to `filled` (a review's 4 fills four; an average is drawn to the
 * nearest half, see halfStars), named for screen readers in the page's language
 * ("4.3 out of 5 stars"; `shown` is the value as the page writes it). Sized by the font
 * size (one star = 1em). The box is exactly the five stars wide (`w-max`, never stretched
 * by a flex or grid parent), so the filled layer's percentage is of the stars themselves.
 */
export function RatingStars({ value, filled = value, shown, className = "" }: { value: number; filled?: number; shown: string; className?: string }) {
  const t = useT();
  const width = `${(Math.max(0, Math.min(5, filled)) / 5) * 100}%`;
  return (
    <span
      role="img"
      aria-label={t("reviews.stars", { rating: shown })}
      data-rating={value}
      className={`relative inline-flex w-max shrink-0 leading-none ${className}`}
    >
      <StarRow className="text-current opacity-25" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width }} data-stars-filled={filled}>
        <StarRow className="text-amber-500" />
      </span>
    </span>
  );
}

/** "3 reviews" in the page's language. */
export function ReviewCount({ count }: { count: number }) {
  return useT()("reviews.count", { count });
}

/** "via Google" in the page's language. */
export function ReviewSource({ source }: { source: string }) {
  return useT()("reviews.source", { source });
}
