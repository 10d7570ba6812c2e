import type { PostMessages } from "./en";

const de: PostMessages = {
  byAuthor: "Von {author}",
  contents: "Inhalt",
  blogTitle: "Blog",
  blogEmpty: "Noch keine Beiträge.",
  newer: "Neuere Beiträge",
  older: "Ältere Beiträge",
  pageOf: "Seite {page} von {pages}",
  pagination: "Blogseiten",
  latestPosts: "Neueste Beiträge",
  allPosts: "Alle Beiträge",
  helpTitle: "Hilfe-Center",
  helpSearch: "Im Hilfe-Center suchen",
  helpEmpty: "Noch keine Hilfeartikel.",
  noResults: "Keine Artikel passen zu „{query}“.",
  found: "Gefundene Artikel: {count}",
};
export default de;
