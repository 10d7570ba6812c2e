import type { PostMessages } from "./en";

const pt: PostMessages = {
  byAuthor: "Por {author}",
  contents: "Índice",
  blogTitle: "Blog",
  blogEmpty: "Ainda não há publicações.",
  newer: "Publicações mais recentes",
  older: "Publicações mais antigas",
  pageOf: "Página {page} de {pages}",
  pagination: "Páginas do blog",
  latestPosts: "Últimas publicações",
  allPosts: "Todas as publicações",
  helpTitle: "Central de ajuda",
  helpSearch: "Pesquisar na central de ajuda",
  helpEmpty: "Ainda não há artigos de ajuda.",
  noResults: "Nenhum artigo corresponde a “{query}”.",
  found: "Artigos encontrados: {count}",
};
export default pt;
