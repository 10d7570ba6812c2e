import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { user } from "../auth/tables";

export const organizations = pgTable(
  "organizations",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Host name the public site answers on, e.g. `acme.example.com` (no scheme, no port). */
    base_url: text("base_url").notNull().unique(),
    /** Second host name, e.g. for local development (`acme.localhost`). */
    base_url_local: text("base_url_local").unique(),
    type: text("type").notNull().default("services"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "organizations_type_check",
      sql`${t.type} in ('immigration','solicitor','finance','education','job','beauty','doctor','services','realestate','construction','software','marketing','consulting','automotive','hospitality','retail','healthcare','transportation','technology','platform')`,
    ),
  ],
);

export type HeaderStyle = Record<string, unknown>;
export type FooterStyle = Record<string, unknown> | string;

export const organizationSettings = pgTable(
  "organization_settings",
  {
    organization_id: integer("organization_id")
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    supported_locales: text("supported_locales")
      .array()
      .notNull()
      .default(sql`ARRAY['en']::text[]`),
    language: text("language").notNull().default("en"),
    image: text("image"),
    site: text("site"),
    with_language_switch: boolean("with_language_switch").notNull().default(false),
    /** The site's languages that are drafts (members only; issue 42): a subset of supported_locales, never `language`. Empty: all published. */
    draft_languages: text("draft_languages")
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** What a visitor asking for a draft language's page gets: "default" (307 to the page in the site's language) or "not_found" (404). */
    draft_language_visitors: text("draft_language_visitors").notNull().default("default"),
    /** The share (percent, 0–100) a page must be translated in a published language to be suggested, in hreflang and indexed in it (issue 42). */
    translation_threshold: integer("translation_threshold").notNull().default(100),
    /** IANA zone every date of the site is shown in ("Europe/Berlin"); null: the server's own zone. */
    time_zone: text("time_zone"),
    header_style: jsonb("header_style").$type<HeaderStyle>(),
    footer_style: jsonb("footer_style").$type<FooterStyle>(),
    /** Raised by every settings save: a save based on an older version answers 409 (Global Settings). */
    version: integer("version").notNull().default(1),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("organization_settings_draft_language_visitors_check", sql`${t.draft_language_visitors} in ('default','not_found')`),
    check("organization_settings_translation_threshold_check", sql`${t.translation_threshold} between 0 and 100`),
  ],
);

export const members = pgTable(
  "members",
  {
    id: serial("id").primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("members_user_organization_unique").on(t.user_id, t.organization_id),
    // An organization's members (its team, who gets its mail) without reading every organization's.
    index("members_organization_idx").on(t.organization_id),
    check("members_role_check", sql`${t.role} in ('owner','admin','editor')`),
  ],
);
