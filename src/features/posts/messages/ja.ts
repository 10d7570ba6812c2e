import type { PostMessages } from "./en";

const ja: PostMessages = {
  byAuthor: "著者: {author}",
  contents: "目次",
  blogTitle: "ブログ",
  blogEmpty: "まだ投稿はありません。",
  newer: "新しい投稿",
  older: "以前の投稿",
  pageOf: "{page} / {pages} ページ",
  pagination: "ブログのページ",
  latestPosts: "最新の投稿",
  allPosts: "すべての投稿",
  helpTitle: "ヘルプセンター",
  helpSearch: "ヘルプセンターを検索",
  helpEmpty: "まだヘルプ記事はありません。",
  noResults: "「{query}」に一致する記事はありません。",
  found: "見つかった記事: {count}",
};
export default ja;
