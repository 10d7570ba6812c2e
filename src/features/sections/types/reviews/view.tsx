import type { CSSProperties } from "react";
import { jsonLdText } from "@/platform/sanitize/json-ld";
import { contentGap, SectionBody, sectionTitle } from "../../public/section-header";
import { SectionEmpty } from "../../public/section-empty";
import { clampGridColumns, gridTemplate, titleAlignment } from "../../public/section-layout";
import type { SectionViewProps } from "../definition";
import { averageRating, formatRating, halfStars, formatReviewDate, localizeReviews, reviewsJsonLd, type LocalizedReview } from "./review-summary";
import { RatingStars, ReviewCount, ReviewSource } from "./review-texts";

const JUSTIFY = { left: "justify-start", center: "justify-center", right: "justify-end" } as const;

/** The summary row's height (40 px) and a card's least height (272 px: four lines of text): the skeleton draws the same. */
const SUMMARY_ROW = "flex h-10 flex-wrap items-center gap-x-3";
const CARD = "flex min-h-68 flex-col rounded-2xl border border-current/15 p-6";
const CARDS_GAP = "mt-8 grid gap-6 md:grid-cols-(--grid-cols)";

function ReviewCard({ review, locale }: { review: LocalizedReview; locale: string }) {
  const source = review.source && <ReviewSource source={review.source} />;
  return (
    <li className={CARD} data-review={review.id}>
      <figure className="flex flex-1 flex-col">
        <RatingStars value={review.rating} shown={formatRating(review.rating, locale, 0)} className="text-xl" />
        {review.text ? (
          <blockquote className="mt-4 flex-1 text-base leading-7 whitespace-pre-line text-(--onsite-text)">
            <p>{review.text}</p>
          </blockquote>
        ) : (
          <div className="flex-1" />
        )}
        <figcaption className="mt-6 text-sm leading-6">
          <div className="font-semibold text-(--onsite-text)">{review.author}</div>
          {(review.reviewedOn || source) && (
            <div className="text-(--onsite-text-muted)">
              {review.reviewedOn && <time dateTime={review.reviewedOn}>{formatReviewDate(review.reviewedOn, locale)}</time>}
              {review.reviewedOn && source && <span aria-hidden> · </span>}
              {source &&
                (review.sourceUrl ? (
                  <a
                    href={review.sourceUrl}
                    rel="noopener nofollow"
                    className="underline underline-offset-2 hover:text-(--onsite-text) focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                  >
                    {source}
                  </a>
                ) : (
                  <span>{source}</span>
                ))}
            </div>
          )}
        </figcaption>
      </figure>
    </li>
  );
}

/**
 * The organization's reviews (Global Settings → Reviews): the average rating (one
 * decimal, stars, "N reviews"), then a card per review (stars, text in the page's
 * language, author, date, source), grid_columns cards a row from 768 px up, with
 * schema.org Organization data (AggregateRating and Review) beside it.
 */
export function ReviewsSection({ section, locale, content }: SectionViewProps) {
  const reviews = localizeReviews(content.reviews ?? [], locale);
  const average = averageRating(reviews.map((review) => review.rating));
  const jsonLd = reviewsJsonLd(reviews, content.site?.name || sectionTitle(section, locale));
  const style = { "--grid-cols": gridTemplate(clampGridColumns(section.grid_columns)) } as CSSProperties;
  return (
    <SectionBody section={section} locale={locale}>
      <div className={contentGap(section)}>
        {average === null ? (
          <SectionEmpty message="reviews.empty" hint="reviews" />
        ) : (
          <>
            <p className={`${SUMMARY_ROW} ${JUSTIFY[titleAlignment(section)]}`} data-reviews-average={average}>
              <span aria-hidden className="text-4xl leading-10 font-bold text-(--onsite-text)">
                {formatRating(average, locale, 1)}
              </span>
              <RatingStars value={average} filled={halfStars(average)} shown={formatRating(average, locale, 1)} className="text-2xl" />
              <span className="text-sm text-(--onsite-text-muted)">
                <ReviewCount count={reviews.length} />
              </span>
            </p>
            <ul className={CARDS_GAP} style={style} data-reviews-list>
              {reviews.map((review) => (
                <ReviewCard key={review.id} review={review} locale={locale} />
              ))}
            </ul>
          </>
        )}
      </div>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />}
    </SectionBody>
  );
}
