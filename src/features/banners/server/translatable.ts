import "server-only";
// The banners' site-wide texts (issue 42, item 2): the text, the link's label, the custom content and
// the landing content (both HTML), noted by every save of the list (Global Settings → Banners, its
// revisions' restore) and saved from the translation view.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/http/errors";
import { sanitizeLandingHtml } from "@/platform/sanitize/post-html";
import type { TranslatableText } from "@/platform/translations/rules";
import { noteSiteTexts, withLocale, type SiteTextSource } from "@/platform/translations/site-texts";
import { banners, type BannerContent } from "../tables";

type BannerRow = typeof banners.$inferSelect;

export const BANNER_NOT_FOUND = "Banner not found: it may have been deleted. Reload the texts.";

/** A banner's translatable texts (the stored field names are the content's: `text`, `link_label`, `custom_content`, `landing_content`). */
export const bannerTexts = (row: BannerRow): TranslatableText[] => {
  const content = row.content ?? {};
  return [
    { subject: "banner", id: row.id, field: "text", source: content.text, translations: content.text_translation },
    { subject: "banner", id: row.id, field: "link_label", source: content.link?.label, translations: content.link?.label_translation },
    { subject: "banner", id: row.id, field: "custom_content", source: content.customContent, translations: content.customContent_translation, rich: true },
    { subject: "banner", id: row.id, field: "landing_content", source: row.landing_content, translations: row.landing_content_translation, rich: true },
  ];
};

const readBanners = (db: Db, organizationId: number) =>
  db.select().from(banners).where(eq(banners.organization_id, organizationId)).orderBy(asc(banners.order), asc(banners.id));

/** Notes the translations of the organization's banners (after the list was saved whole). */
export async function noteBannerTexts(tx: Db, organizationId: number): Promise<void> {
  await noteSiteTexts(tx, organizationId, (await readBanners(tx, organizationId)).flatMap(bannerTexts));
}

/** The content with `values` as its translations in `locale` (fields not named kept). */
function translatedContent(content: BannerContent, locale: string, values: Record<string, string>): BannerContent {
  const next: BannerContent = { ...content };
  if ("text" in values) next.text_translation = withLocale(content.text_translation, locale, values.text!.trim()) ?? undefined;
  if ("link_label" in values)
    next.link = { ...content.link, label_translation: withLocale(content.link?.label_translation, locale, values.link_label!.trim()) ?? undefined };
  if ("custom_content" in values)
    next.customContent_translation = withLocale(content.customContent_translation, locale, sanitizeLandingHtml(values.custom_content!)) ?? undefined;
  return next;
}

/** The banners' title in the view: their text, else "Banner 2". */
const titleOf = (row: BannerRow, index: number) => row.content?.text?.trim() || `Banner ${index + 1}`;

/**
 * The banners in the translation view. A banner keeps no version of its own (the list is saved under
 * the settings' version): a translation saved here changes only its own language's entry of the
 * field, under the row's lock.
 */
export const bannerSiteTexts = (list: Pick<SiteTextSource, "revisions" | "touch">): SiteTextSource => ({
  ...list,
  subject: "banner",
  cacheKey: "banners",
  fields: ["text", "link_label", "custom_content", "landing_content"],
  read: async (db, organizationId) =>
    (await readBanners(db, organizationId)).flatMap((row, index) => bannerTexts(row).map((text) => ({ text, title: titleOf(row, index) }))),
  save: async (tx, organizationId, id, locale, values) => {
    const [row] = await tx
      .select()
      .from(banners)
      .where(and(eq(banners.id, id), eq(banners.organization_id, organizationId)))
      .for("update");
    if (!row) throw notFound(BANNER_NOT_FOUND);
    const landing_content_translation =
      "landing_content" in values
        ? withLocale(row.landing_content_translation, locale, sanitizeLandingHtml(values.landing_content!))
        : row.landing_content_translation;
    const [saved] = await tx
      .update(banners)
      .set({ content: translatedContent(row.content ?? {}, locale, values), landing_content_translation, updated_at: sql`now()` })
      .where(eq(banners.id, id))
      .returning();
    return { texts: bannerTexts(saved!), version: null };
  },
});
