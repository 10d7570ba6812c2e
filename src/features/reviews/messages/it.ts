import type { ReviewsMessages } from "./en";

const it: ReviewsMessages = {
  stars: "{rating} su 5 stelle",
  count: "{count, plural, one {# recensione} other {# recensioni}}",
  source: "tramite {source}",
  empty: "Ancora nessuna recensione.",
};

export default it;
