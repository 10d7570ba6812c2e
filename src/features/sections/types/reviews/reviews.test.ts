import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { reviewsMessages } from "@/features/reviews/server";
import { fakeSection, renderSection } from "../../public/fixtures";
import type { ReviewEntry } from "@/features/reviews";
import type { SectionContent } from "../content";
import { averageRating, formatReviewDate, halfStars, localizeReviews, reviewsJsonLd } from "./review-summary";
import { ReviewsSkeleton } from "./skeleton";

const review = (id: number, rating: number, fields: Partial<ReviewEntry> = {}): ReviewEntry => ({
  id,
  author: `Author ${id}`,
  rating,
  text: `Text ${id}`,
  text_translation: null,
  reviewed_on: "2026-03-14",
  source: "",
  source_url: null,
  ...fields,
});

const render = (content: SectionContent, locale: "en" | "de" | "ru" = "en", overrides: Parameters<typeof fakeSection>[0] = {}) =>
  renderSection({ ...fakeSection({ section_type: "reviews", section_title: "What clients say", ...overrides }), content }, { locale });
const jsonLdOf = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);

describe("the average rating", () => {
  it("is the mean to one decimal, a half rounded up, none without reviews", () => {
    expect(reviewsMessages.en.count).toContain("plural");
    expect(averageRating([])).toBeNull();
    expect(averageRating([5])).toBe(5);
    expect(averageRating([4, 5, 4])).toBe(4.3);
    expect(averageRating([5, 5, 4])).toBe(4.7);
    expect(averageRating([4, 5])).toBe(4.5);
    expect(averageRating([4, 4, 5, 4])).toBe(4.3); // 4.25
    expect(averageRating([5, 5, 5, 4])).toBe(4.8); // 4.75
    expect(averageRating([1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1])).toBe(1.9); // 1.9 exactly
    expect(averageRating([3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4])).toBe(3.1); // 3.05
  });

  it("is drawn in half stars: the nearest half, a quarter rounded up", () => {
    expect([4.3, 4.2, 4.8, 3.5, 3.75, 4.75, 1, 5].map(halfStars)).toEqual([4.5, 4, 5, 3.5, 4, 5, 1, 5]);
  });
});

describe("reviews in the page's language", () => {
  it("use the text's translation, else its base text; leave out a review without an author or with a rating outside 1–5; link only http(s)", () => {
    const reviews = [
      review(1, 5, { text: "Great", text_translation: { de: "Großartig" }, source: "Google", source_url: "https://g.co/r/1" }),
      review(2, 4, { source_url: "javascript:alert(1)", source: "Web" }),
      review(3, 6),
      review(4, 3, { author: "  " }),
    ];
    expect(localizeReviews(reviews, "de")).toEqual([
      { id: 1, author: "Author 1", rating: 5, text: "Großartig", reviewedOn: "2026-03-14", source: "Google", sourceUrl: "https://g.co/r/1" },
      { id: 2, author: "Author 2", rating: 4, text: "Text 2", reviewedOn: "2026-03-14", source: "Web", sourceUrl: null },
    ]);
  });

  it("date a review on its calendar day, in the page's locale", () => {
    expect(formatReviewDate("2026-03-14", "en")).toBe("Mar 14, 2026");
    expect(formatReviewDate("2026-03-14", "de")).toBe("14.03.2026");
    expect(formatReviewDate("2026-01-01", "fr")).toBe("1 janv. 2026");
  });
});

describe("the reviews' schema.org data", () => {
  it("is the organization with its AggregateRating and each Review, none without reviews", () => {
    expect(reviewsJsonLd([], "Acme")).toBeNull();
    const reviews = localizeReviews([review(1, 5, { source: "Google", source_url: "https://g.co/r/1" }), review(2, 4, { text: "", reviewed_on: null })], "en");
    expect(reviewsJsonLd(reviews, "Acme")).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Acme",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Author 1" },
          reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
          reviewBody: "Text 1",
          datePublished: "2026-03-14",
          publisher: { "@type": "Organization", name: "Google" },
          url: "https://g.co/r/1",
        },
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Author 2" },
          reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });
});

describe("the reviews section", () => {
  const content: SectionContent = {
    site: { defaultLanguage: "en", timeZone: "UTC", name: "Acme Studio" },
    reviews: [
      review(1, 5, { author: "Maria K.", text: "They </script><script>alert(1)</script> rebuilt our site.", source: "Google", source_url: "https://g.co/r/1" }),
      review(2, 4, { author: "Tom B.", source: "Trustpilot" }),
      review(3, 4, { author: "Ana R.", reviewed_on: null }),
    ],
  };

  it("shows the average with stars and the count, then each review with its stars, text, author, date and source", () => {
    const html = render(content);
    expect(html).toContain(">What clients say</h2>");
    expect(html).toContain('data-reviews-average="4.3"');
    expect(html).toContain('aria-label="4.3 out of 5 stars"');
    // The average's stars in halves (4.3 → 4.5 of 5), a review's exactly its rating.
    expect(html).toContain('style="width:90%" data-stars-filled="4.5"');
    expect(html).toContain('style="width:80%" data-stars-filled="4"');
    expect(html).toContain("3 reviews");
    expect(html.match(/data-review="/g)).toHaveLength(3);
    expect(html).toContain('aria-label="5 out of 5 stars"');
    expect(html).toContain('<time dateTime="2026-03-14">Mar 14, 2026</time>');
    expect(html).toContain('<a href="https://g.co/r/1" rel="noopener nofollow"');
    expect(html).toContain("via Google");
    expect(html).toContain("<span>via Trustpilot</span>");
    // One script element: the review's text cannot close it.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({ "@type": "Organization", name: "Acme Studio", aggregateRating: { ratingValue: 4.3, reviewCount: 3 } });
    expect(jsonLd.review[0].reviewBody).toBe("They </script><script>alert(1)</script> rebuilt our site.");
  });

  it("speaks the page's language: the count's plural, the stars' label, the decimal separator, the date", () => {
    const german = render(content, "de");
    expect(german).toContain("3 Bewertungen");
    expect(german).toContain('aria-label="4,3 von 5 Sternen"');
    expect(german).toContain(">4,3</span>");
    expect(german).toContain("14.03.2026");
    const russian = render({ ...content, reviews: content.reviews!.slice(0, 2) }, "ru");
    expect(russian).toContain("2 отзыва");
  });

  it("lays the cards out in grid_columns columns and aligns the summary with the title", () => {
    const html = render(content, "en", { grid_columns: 2, is_section_title_aligned_center: true });
    expect(html).toContain("--grid-cols:repeat(2, minmax(0, 1fr))");
    expect(html).toMatch(/<p class="[^"]*justify-center[^"]*" data-reviews-average/);
  });

  it("shows the empty state without reviews, and no JSON-LD", () => {
    const html = render({});
    expect(html).toContain("No reviews yet.");
    expect(html).not.toContain("ld+json");
  });

  it("has a skeleton of the same rows: the 40 px summary and 272 px cards in the same grid", () => {
    const html = renderToStaticMarkup(createElement(ReviewsSkeleton, { columns: 2, label: "Loading…" }));
    expect(html).toContain('data-section-skeleton="reviews"');
    expect(html).toContain("flex h-10 items-center");
    expect(html.match(/flex h-68 flex-col/g)).toHaveLength(2);
    expect(html).toContain("md:grid-cols-(--grid-cols)");
    expect(render(content)).toContain("flex min-h-68 flex-col");
  });
});
