import type { PostMessages } from "./en";

const pl: PostMessages = {
  byAuthor: "Autor: {author}",
  contents: "Spis treści",
  blogTitle: "Blog",
  blogEmpty: "Nie ma jeszcze wpisów.",
  newer: "Nowsze wpisy",
  older: "Starsze wpisy",
  pageOf: "Strona {page} z {pages}",
  pagination: "Strony bloga",
  latestPosts: "Najnowsze wpisy",
  allPosts: "Wszystkie wpisy",
  helpTitle: "Centrum pomocy",
  helpSearch: "Szukaj w centrum pomocy",
  helpEmpty: "Nie ma jeszcze artykułów pomocy.",
  noResults: "Żaden artykuł nie pasuje do „{query}”.",
  found: "Znalezione artykuły: {count}",
};
export default pl;
