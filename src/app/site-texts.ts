import "server-only";
import { eq, sql } from "drizzle-orm";
import { bannerSiteTexts } from "@/features/banners/server";
import { faqSiteTexts } from "@/features/faqs/server";
import { menuItemSiteTexts, submenuItemSiteTexts } from "@/features/menus/server";
import { LIST_REVISIONS } from "@/features/organizations/server";
import type { SiteTextSources } from "@/features/translation-view/server";
import type { Db } from "@/platform/db/client";
import type { KeptRecord } from "@/platform/revisions/declared";
import { organizationSettings } from "@/platform/tenancy/tables";

/** A Global Settings list's part of a site-wide text's save: the list's revision, and the settings' version raised as a list save raises it. */
const settingsList = (name: string) => ({
  revisions: (): KeptRecord[] => {
    const subject = LIST_REVISIONS[name];
    return subject ? [{ subject, recordId: name }] : [];
  },
  touch: async (tx: Db, organizationId: number) => {
    await tx
      .update(organizationSettings)
      .set({ version: sql`${organizationSettings.version} + 1` })
      .where(eq(organizationSettings.organization_id, organizationId));
  },
});

/**
 * The site-wide texts (issue 42, item 2; docs/decisions.md "Site-wide texts in the translation
 * status and view"): the records shown on every page, whose translations have a status of their own
 * and count toward no page's threshold. The translation view lists them in this order.
 */
export const SITE_TEXTS: SiteTextSources = [
  menuItemSiteTexts,
  submenuItemSiteTexts,
  faqSiteTexts(settingsList("faqs")),
  bannerSiteTexts(settingsList("banners")),
];
