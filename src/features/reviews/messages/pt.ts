import type { ReviewsMessages } from "./en";

const pt: ReviewsMessages = {
  stars: "{rating} de 5 estrelas",
  count: "{count, plural, one {# avaliação} other {# avaliações}}",
  source: "via {source}",
  empty: "Ainda não há avaliações.",
};

export default pt;
