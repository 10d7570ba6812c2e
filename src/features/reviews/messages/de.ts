import type { ReviewsMessages } from "./en";

const de: ReviewsMessages = {
  stars: "{rating} von 5 Sternen",
  count: "{count, plural, one {# Bewertung} other {# Bewertungen}}",
  source: "über {source}",
  empty: "Noch keine Bewertungen.",
};

export default de;
