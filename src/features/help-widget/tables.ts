import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "@/platform/auth/tables";
import { organizations } from "@/platform/tenancy/tables";

/**
 * A live-support conversation between a visitor and the organization's members.
 * `public_id` is the visitor's key (a random, unguessable id the browser keeps);
 * the numeric id never leaves the members' side.
 */
export const helpConversations = pgTable(
  "help_conversations",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    public_id: text("public_id").notNull(),
    /** A signed-in customer's conversation (shown at /account/profile/tickets). */
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull().default(""),
    /** Where the answer goes by mail when nobody was online. */
    email: text("email"),
    /** open or closed */
    status: text("status").notNull().default("open"),
    assignee_id: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    locale: text("locale").notNull().default("en"),
    page: text("page"),
    /** Visitor messages no member has read yet. */
    unread: integer("unread").notNull().default(0),
    last_message_at: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    first_reply_at: timestamp("first_reply_at", { withTimezone: true }),
    /** The away team was mailed about it; cleared when a member answers or reads it (once per conversation until then). */
    away_mailed: boolean("away_mailed").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("help_conversations_public_id_uniq").on(t.public_id), index("help_conversations_org_last_idx").on(t.organization_id, t.last_message_at)],
);

/** One message of a conversation: the visitor's or a member's (plain text, sanitized). */
export const helpMessages = pgTable(
  "help_messages",
  {
    id: serial("id").primaryKey(),
    conversation_id: integer("conversation_id")
      .notNull()
      .references(() => helpConversations.id, { onDelete: "cascade" }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** visitor or member */
    author: text("author").notNull(),
    author_id: text("author_id").references(() => user.id, { onDelete: "set null" }),
    author_name: text("author_name").notNull().default(""),
    body: text("body").notNull(),
    /** A member's answer went out by mail (the visitor left an address). */
    mailed: boolean("mailed").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("help_messages_conversation_idx").on(t.conversation_id, t.id)],
);

/** Members with the inbox open (a heartbeat): the team is online while one was seen within a minute. */
export const helpPresence = pgTable(
  "help_presence",
  {
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    seen_at: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.user_id] })],
);

/**
 * A member's inbox preferences; no row means the defaults. `mail_away_chats`: mail
 * me a visitor's new chat when no member is online (owners and admins get it).
 */
export const helpMemberSettings = pgTable(
  "help_member_settings",
  {
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    mail_away_chats: boolean("mail_away_chats").notNull().default(true),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.user_id] })],
);

/** Help-center articles read in the widget and "Was this helpful?" answers, per article (for owners, and "popular"). */
export const helpArticleStats = pgTable(
  "help_article_stats",
  {
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    views: integer("views").notNull().default(0),
    helpful: integer("helpful").notNull().default(0),
    not_helpful: integer("not_helpful").notNull().default(0),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.slug] })],
);

/** Questions asked in the answers view; owners read those that found no answer (what to write next). */
export const helpQuestions = pgTable(
  "help_questions",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    locale: text("locale").notNull().default("en"),
    answered: boolean("answered").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("help_questions_org_created_idx").on(t.organization_id, t.created_at)],
);
