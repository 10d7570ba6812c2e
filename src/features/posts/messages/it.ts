import type { PostMessages } from "./en";

const it: PostMessages = {
  byAuthor: "Di {author}",
  contents: "Indice",
  blogTitle: "Blog",
  blogEmpty: "Ancora nessun articolo.",
  newer: "Articoli più recenti",
  older: "Articoli meno recenti",
  pageOf: "Pagina {page} di {pages}",
  pagination: "Pagine del blog",
  latestPosts: "Ultimi articoli",
  allPosts: "Tutti gli articoli",
  helpTitle: "Centro assistenza",
  helpSearch: "Cerca nel centro assistenza",
  helpEmpty: "Ancora nessun articolo di assistenza.",
  noResults: "Nessun articolo corrisponde a «{query}».",
  found: "Articoli trovati: {count}",
};
export default it;
