import type { PostMessages } from "./en";

const es: PostMessages = {
  byAuthor: "Por {author}",
  contents: "Contenido",
  blogTitle: "Blog",
  blogEmpty: "Aún no hay publicaciones.",
  newer: "Publicaciones más recientes",
  older: "Publicaciones anteriores",
  pageOf: "Página {page} de {pages}",
  pagination: "Páginas del blog",
  latestPosts: "Últimas publicaciones",
  allPosts: "Todas las publicaciones",
  helpTitle: "Centro de ayuda",
  helpSearch: "Buscar en el centro de ayuda",
  helpEmpty: "Aún no hay artículos de ayuda.",
  noResults: "Ningún artículo coincide con «{query}».",
  found: "Artículos encontrados: {count}",
};
export default es;
