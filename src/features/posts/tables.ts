import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "@/platform/auth/tables";
import { organizations } from "@/platform/tenancy/tables";

/**
 * Posts and pages (spec/editors.md §3 "Post" and "Page"): a page is a post-table
 * row with kind "page". The spec's nested configs are flat columns here
 * (display_config.*, organization_config.*, author_config.*, media_config.*).
 * A slug is unique per organization across pages and posts (a database index).
 */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** "page" (a template page of blocks) or "post" (an article). */
    kind: text("kind").notNull().default("post"),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    /** A page's meta description; a post's summary. */
    description: text("description"),
    /** Rich text of a post; null for a page. */
    content: text("content"),
    author_name: text("author_name"),
    metadescription_for_page: text("metadescription_for_page"),
    // Issue 42: each translatable text's translations by language (`{ "de": "..." }`), as the blocks' `*_translation`
    // maps; a missing or blank one falls back to the site's language's text. The content's are rich text, sanitized on write.
    title_translation: jsonb("title_translation").$type<Record<string, string>>(),
    description_translation: jsonb("description_translation").$type<Record<string, string>>(),
    content_translation: jsonb("content_translation").$type<Record<string, string>>(),
    metadescription_for_page_translation: jsonb("metadescription_for_page_translation").$type<Record<string, string>>(),
    // display_config
    display_this_post: boolean("display_this_post").notNull().default(true),
    display_as_blog_post: boolean("display_as_blog_post").notNull().default(false),
    is_displayed_first_page: boolean("is_displayed_first_page").notNull().default(false),
    is_help_center: boolean("is_help_center").notNull().default(false),
    help_center_order: integer("help_center_order").notNull().default(0),
    /** default, minimal or landing */
    type: text("type").notNull().default("default"),
    // organization_config
    section_id: integer("section_id"),
    subsection: text("subsection"),
    order: integer("order").notNull().default(0),
    // author_config
    is_with_author: boolean("is_with_author").notNull().default(false),
    is_company_author: boolean("is_company_author").notNull().default(false),
    author_id: text("author_id"),
    // media_config
    main_photo: text("main_photo"),
    version: integer("version").notNull().default(1),
    created_on: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("posts_org_slug_uniq").on(t.organization_id, t.slug), index("posts_org_kind_order_idx").on(t.organization_id, t.kind, t.order)],
);

/**
 * One saved state of a post (the revision history): who saved, when, and every
 * field needed to restore it. Title, slug and content are columns; the other
 * post fields are `fields` (a PostFields object, read through the feature's
 * revision schema). At most 50 per post; deleted with the post.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serial("id").primaryKey(),
    post_id: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The post's version this save produced. */
    version: integer("version").notNull(),
    /** Who saved it: kept as name and email too, so the history still reads after the account is gone. */
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    user_name: text("user_name").notNull().default(""),
    user_email: text("user_email").notNull().default(""),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull().default(""),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("post_revisions_post_idx").on(t.post_id, t.id)],
);
