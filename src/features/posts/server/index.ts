import "server-only";
// The posts feature's server-side entry: the API's route handlers, the content
// sanitizer, and what the public site renders (cached loaders and server
// components for /{slug}, /blog, /help-center and the home page's latest posts).
// Client code imports ../index.ts.
export {
  createPostRoute,
  deletePostRoute,
  getHostPost,
  getPostRevision,
  listHostPosts,
  listPostRevisions,
  postRevisionRoutes,
  restoreRevisionRoute,
  updatePostRoute,
} from "./api";
export { sanitizePostContent } from "./content";
export {
  BLOG_PAGE_SIZE,
  loadBlogPage,
  loadFirstPagePosts,
  loadHelpArticles,
  loadPost,
  loadShownPostTexts,
  loadSitemapPosts,
  postsChanged,
  summaryOf,
  type HelpArticle,
  type PostCard,
} from "./public";
export { PostArticle, postAuthor } from "../public/post-article";
export { postImageAddresses } from "../public/post-pictures";
export { BlogList, type PostHref } from "../public/blog-list";
export { LatestPosts } from "../public/latest-posts";
export { HelpCenter } from "../public/help-center";
export { postsMessages, postsText } from "../messages";
export { findPost, listPosts } from "./queries";
export { setBlogPostFlags, setShown } from "./write";
export { postKey, POST_LISTS_KEY } from "./public";
export { keepPostRevision, postRevisionOf } from "./revisions";
export { blogPostFlagsSchema } from "../schema";
// Sample content of the demo site (scripts/demo).
export { createPost } from "./write";
