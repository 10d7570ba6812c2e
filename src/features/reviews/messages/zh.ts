import type { ReviewsMessages } from "./en";

const zh: ReviewsMessages = {
  stars: "{rating} 星（满分 5 星）",
  count: "{count, plural, other {# 条评价}}",
  source: "来源：{source}",
  empty: "暂无评价。",
};

export default zh;
