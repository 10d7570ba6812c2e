import type { ReviewsMessages } from "./en";

const es: ReviewsMessages = {
  stars: "{rating} de 5 estrellas",
  count: "{count, plural, one {# reseña} other {# reseñas}}",
  source: "vía {source}",
  empty: "Aún no hay reseñas.",
};

export default es;
