/** Visitor texts of the blog, post pages and help center (plain `{name}` values: ICU-safe). */
const en = {
  byAuthor: "By {author}",
  contents: "Contents",
  blogTitle: "Blog",
  blogEmpty: "No posts yet.",
  newer: "Newer posts",
  older: "Older posts",
  pageOf: "Page {page} of {pages}",
  pagination: "Blog pages",
  latestPosts: "Latest posts",
  allPosts: "All posts",
  helpTitle: "Help center",
  helpSearch: "Search the help center",
  helpEmpty: "No help articles yet.",
  noResults: "No articles match “{query}”.",
  found: "Articles found: {count}",
};
export default en;
export type PostMessages = typeof en;
