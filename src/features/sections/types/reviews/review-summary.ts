import type { ReviewEntry } from "@/features/reviews";
import { translated } from "@/platform/i18n/locales";

/** A review as a reviews section shows it, its text in the page's language. */
export type LocalizedReview = {
  id: number;
  author: string;
  rating: number;
  text: string;
  /** "2026-03-14", or null. */
  reviewedOn: string | null;
  source: string;
  /** An http(s) address, else null (never another scheme). */
  sourceUrl: string | null;
};

const HTTP = /^https?:\/\/[^\s/?#]+/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The reviews in `locale` (their translation, else the base text); one without an author or a 1–5 rating is left out. */
export function localizeReviews(reviews: readonly ReviewEntry[], locale: string): LocalizedReview[] {
  return reviews
    .filter((review) => Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5 && review.author.trim().length > 0)
    .map((review) => ({
      id: review.id,
      author: review.author.trim(),
      rating: review.rating,
      text: translated(review.text, review.text_translation, locale).trim(),
      reviewedOn: review.reviewed_on && DATE.test(review.reviewed_on) ? review.reviewed_on : null,
      source: review.source.trim(),
      sourceUrl: review.source_url && HTTP.test(review.source_url) ? review.source_url : null,
    }));
}

/**
 * The mean of whole-star ratings to one decimal, halves rounded up (4.25 → 4.3, 4.75 →
 * 4.8); null when there are none. Computed as tenths of the integer sum, so no
 * floating-point sum can land a hair under a half.
 */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum * 10) / ratings.length) / 10;
}

/**
 * How many stars an average fills: the nearest half star (4.3 → 4.5, 4.2 → 4, 3.75 → 4),
 * so the stars never claim a precision a glance cannot read; the label and the figure
 * beside them keep the one-decimal average.
 */
export const halfStars = (average: number) => Math.round(Math.max(0, Math.min(5, average)) * 2) / 2;

/** A rating for people: "4.3" (average, always one decimal) or "4" (one review), in the page's number format. */
export const formatRating = (value: number, locale: string, decimals: 0 | 1) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

/**
 * A review's date in the page's language ("14 Mar 2026", "14.03.2026"). The date is a
 * calendar day (no time): it is read and written at UTC midnight, so no time zone can
 * move it to the day before.
 */
export function formatReviewDate(date: string, locale: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(day);
  } catch {
    return new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(day);
  }
}

/**
 * schema.org data of the shown reviews: the organization (`name`) with its
 * AggregateRating and each Review (author, rating, text, date); null when there are none.
 */
export function reviewsJsonLd(reviews: readonly LocalizedReview[], name: string): Record<string, unknown> | null {
  const average = averageRating(reviews.map((review) => review.rating));
  if (average === null) return null;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    aggregateRating: { "@type": "AggregateRating", ratingValue: average, reviewCount: reviews.length, bestRating: 5, worstRating: 1 },
    review: reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.author },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      ...(review.text ? { reviewBody: review.text } : {}),
      ...(review.reviewedOn ? { datePublished: review.reviewedOn } : {}),
      ...(review.source ? { publisher: { "@type": "Organization", name: review.source } } : {}),
      ...(review.sourceUrl ? { url: review.sourceUrl } : {}),
    })),
  };
}
