import type { ReviewsMessages } from "./en";

const fr: ReviewsMessages = {
  stars: "{rating} sur 5 étoiles",
  count: "{count, plural, one {# avis} other {# avis}}",
  source: "via {source}",
  empty: "Aucun avis pour le moment.",
};

export default fr;
