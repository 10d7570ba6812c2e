// What the help widget's API answers (client-safe types; a stored record's from its row).
import type { JsonRow } from "@/platform/db/json-row";
import type { FaqEntry } from "@/features/faqs";
import type { helpArticleStats, helpConversations, helpMessages, helpQuestions } from "./tables";

export type HelpArticleSummary = { slug: string; title: string; summary: string; href: string };
export type HelpArticleEntry = HelpArticleSummary & { text: string };
/** A FAQ in the page's language: its question and answer (translated where they are). */
export type HelpFaq = Pick<FaqEntry, "id" | "question" | "answer">;

/** GET /api/help/content?locale= : what the widget shows, in the page's language where it exists. */
export type HelpContent = {
  locale: string;
  /** The language the articles are written in: the page's when every article is translated in it, else the site's (then it differs from `locale`). */
  articles_locale: string;
  articles: HelpArticleEntry[];
  popular: HelpArticleSummary[];
  faqs: HelpFaq[];
};

/** GET /api/help/status: whether a member has the inbox open, else how long answers usually take. */
export type HelpStatus = { online: boolean; usual_reply_minutes: number | null };

/** GET /api/help/articles/{slug}: an article to read inside the widget (sanitized HTML). */
export type HelpArticleRead = { slug: string; title: string; html: string; href: string };

export type HelpSource = { type: "article" | "faq"; title: string; href: string };
export type HelpPassage = HelpSource & { text: string };

/** POST /api/help/answers: an automatic answer from the site's own articles and FAQs, or none. */
export type HelpAnswer = {
  automatic: true;
  answered: boolean;
  /** "model": a language model wrote it from the passages; "passages": the passages themselves. */
  via: "model" | "passages" | "none";
  answer: string;
  passages: HelpPassage[];
  sources: HelpSource[];
};

/** A message of a conversation: its row's columns (the author as the two kinds it takes). */
export type HelpChatMessage = Pick<JsonRow<typeof helpMessages.$inferSelect>, "id" | "author_name" | "body" | "created_at"> & { author: "visitor" | "member" };

/** A conversation as its visitor reads it (by its key). */
export type VisitorConversation = { id: string; status: "open" | "closed"; email: string | null; messages: HelpChatMessage[] };

/** A conversation in the members' inbox. */
export type InboxConversation = Pick<
  JsonRow<typeof helpConversations.$inferSelect>,
  "id" | "name" | "email" | "assignee_id" | "unread" | "page" | "locale" | "last_message_at" | "created_at"
> & {
  status: "open" | "closed";
  /** Whether a signed-in customer started it. */
  customer: boolean;
  last_message: string;
};

export type InboxMember = { id: string; name: string; email: string };
export type InboxList = { conversations: InboxConversation[]; unread: number; members: InboxMember[] };
/** GET/PUT /api/help/inbox/settings: the signed-in member's inbox preferences. */
export type InboxSettings = { mail_away_chats: boolean };
export type InboxThread = { conversation: InboxConversation; messages: HelpChatMessage[] };

/** Owners' and admins' view: questions without an answer, and what readers said of articles. */
export type HelpInsights = {
  unanswered: Pick<JsonRow<typeof helpQuestions.$inferSelect>, "id" | "question" | "locale" | "created_at">[];
  /** Each published article with its counts (0 before its first view). */
  articles: (Pick<JsonRow<typeof helpArticleStats.$inferSelect>, "slug" | "views" | "helpful" | "not_helpful"> & { title: string })[];
};
