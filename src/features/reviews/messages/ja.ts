import type { ReviewsMessages } from "./en";

const ja: ReviewsMessages = {
  stars: "5 つ星中 {rating}",
  count: "{count, plural, other {# 件のレビュー}}",
  source: "出典：{source}",
  empty: "まだレビューはありません。",
};

export default ja;
