// What other code may import from the posts feature (client-safe: the table, the
// rules, the schemas and types). Pages are rows of the posts table, kind "page".
// Server code (route handlers, the content sanitizer) is in ./server/index.ts.
export { postRevisions, posts } from "./tables";
export { postEditor } from "./registration";
export { POST_CONFLICT_WINDOW_MS, POST_DRAFT_KEY, POST_LIMITS, POST_MESSAGES, POST_TYPES, postSlugError, slugFromTitle, type PostType } from "./rules";
export {
  createPostSchema,
  POST_CONFIGS,
  restoreRevisionSchema,
  updatePostSchema,
  type Post,
  type PostCreate,
  type PostData,
  type PostInput,
  type PostRevision,
  type PostRevisionSummary,
  type PostSummary,
  type PostUpdate,
  type RevisionAuthor,
} from "./schema";
// A post's translatable texts and the post as shown in a language (issue 42).
export { localizedPost, postTexts } from "./translations";
// What a section of type article_slider or help_center shows (client-safe components; the data comes from ./server).
export type { HelpArticle, PostCard } from "./server/public";
export { PostCard as PostCardView } from "./public/post-card";
export { HelpSearch, type HelpArticleLink, type HelpSearchTexts } from "./public/help-search";
