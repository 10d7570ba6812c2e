import type { PostMessages } from "./en";

const zh: PostMessages = {
  byAuthor: "作者：{author}",
  contents: "目录",
  blogTitle: "博客",
  blogEmpty: "暂无文章。",
  newer: "较新的文章",
  older: "较早的文章",
  pageOf: "第 {page} 页，共 {pages} 页",
  pagination: "博客分页",
  latestPosts: "最新文章",
  allPosts: "全部文章",
  helpTitle: "帮助中心",
  helpSearch: "搜索帮助中心",
  helpEmpty: "暂无帮助文章。",
  noResults: "没有与“{query}”匹配的文章。",
  found: "找到的文章：{count}",
};
export default zh;
