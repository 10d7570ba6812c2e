import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { user } from "@/platform/auth/tables";
import { listRowColumns, type Translations } from "@/platform/db/columns";

/** The banner's content object (spec/visitor.md §3 "Banner"). */
export type BannerContent = {
  text?: string;
  text_translation?: Translations;
  icon?: string;
  link?: { url?: string; label?: string; label_translation?: Translations; isExternal?: boolean };
  /** Sanitized HTML (the landing pages' allow list). */
  customContent?: string;
  customContent_translation?: Translations;
  banner_background?: string;
  banner_content_style?: string;
};

/** Promotional banners and alerts (spec/visitor.md §3 "Banner"; Global Settings → Banners). */
export const banners = pgTable(
  "banners",
  {
    ...listRowColumns(),
    /** top, bottom, left, right */
    position: text("position").notNull().default("top"),
    /** permanent or closed */
    type: text("type").notNull().default("permanent"),
    is_enabled: boolean("is_enabled").notNull().default(true),
    content: jsonb("content").$type<BannerContent>().notNull().default({}),
    /** Sanitized HTML shown when the banner is opened. */
    landing_content: text("landing_content"),
    /** landing_content per page language (issue 22), sanitized like it. */
    landing_content_translation: jsonb("landing_content_translation").$type<Translations>(),
    /** full, left-half, ... (spec); null = no expansion. */
    open_state: text("open_state").default("full"),
    /** "3 days", "1 hour" (spec §4); null = 1 minute. */
    dismissal_duration: text("dismissal_duration"),
    /** Stored page paths the banner shows on; empty = every page. */
    page_paths: jsonb("page_paths").$type<string[]>().notNull().default([]),
    is_fixed_above_navbar: boolean("is_fixed_above_navbar").notNull().default(false),
    /** Scheduling (issue 22, beyond the spec): the banner shows from this moment; null = at once. */
    start_date: timestamp("start_date", { withTimezone: true }),
    end_date_promotion: timestamp("end_date_promotion", { withTimezone: true }),
    end_date_promotion_is_displayed: boolean("end_date_promotion_is_displayed").notNull().default(false),
  },
  (t) => [index("banners_organization_order_idx").on(t.organization_id, t.order)],
);

/** Signed-in users' dismissals, kept on the server until they expire (spec §4). */
export const bannerDismissals = pgTable(
  "banner_dismissals",
  {
    id: serial("id").primaryKey(),
    banner_id: integer("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [unique("banner_dismissals_banner_user_unique").on(t.banner_id, t.user_id)],
);
