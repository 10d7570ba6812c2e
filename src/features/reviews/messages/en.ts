/** The reviews section's texts (ICU messages): a rating's label, the review count, a review's source, the empty state. */
const en = {
  stars: "{rating} out of 5 stars",
  count: "{count, plural, one {# review} other {# reviews}}",
  source: "via {source}",
  empty: "No reviews yet.",
};

export type ReviewsMessages = typeof en;
export default en;
