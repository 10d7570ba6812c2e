import type { PostMessages } from "./en";

const ru: PostMessages = {
  byAuthor: "Автор: {author}",
  contents: "Содержание",
  blogTitle: "Блог",
  blogEmpty: "Публикаций пока нет.",
  newer: "Более новые публикации",
  older: "Более старые публикации",
  pageOf: "Страница {page} из {pages}",
  pagination: "Страницы блога",
  latestPosts: "Последние публикации",
  allPosts: "Все публикации",
  helpTitle: "Центр помощи",
  helpSearch: "Поиск в центре помощи",
  helpEmpty: "Статей помощи пока нет.",
  noResults: "Нет статей по запросу «{query}».",
  found: "Найдено статей: {count}",
};
export default ru;
