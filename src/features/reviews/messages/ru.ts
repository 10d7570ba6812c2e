import type { ReviewsMessages } from "./en";

const ru: ReviewsMessages = {
  stars: "{rating} из 5 звёзд",
  count: "{count, plural, one {# отзыв} few {# отзыва} many {# отзывов} other {# отзыва}}",
  source: "источник: {source}",
  empty: "Отзывов пока нет.",
};

export default ru;
