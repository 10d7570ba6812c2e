import type { ReviewsMessages } from "./en";

const pl: ReviewsMessages = {
  stars: "{rating} na 5 gwiazdek",
  count: "{count, plural, one {# opinia} few {# opinie} many {# opinii} other {# opinii}}",
  source: "źródło: {source}",
  empty: "Brak opinii.",
};

export default pl;
