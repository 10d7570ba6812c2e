import type { PostMessages } from "./en";

const fr: PostMessages = {
  byAuthor: "Par {author}",
  contents: "Sommaire",
  blogTitle: "Blog",
  blogEmpty: "Aucun article pour le moment.",
  newer: "Articles plus récents",
  older: "Articles plus anciens",
  pageOf: "Page {page} sur {pages}",
  pagination: "Pages du blog",
  latestPosts: "Derniers articles",
  allPosts: "Tous les articles",
  helpTitle: "Centre d’aide",
  helpSearch: "Rechercher dans le centre d’aide",
  helpEmpty: "Aucun article d’aide pour le moment.",
  noResults: "Aucun article ne correspond à « {query} ».",
  found: "Articles trouvés : {count}",
};
export default fr;
