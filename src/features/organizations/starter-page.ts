import "server-only";
import { createHero, createHeroSchema } from "@/features/hero/server";
import { createPageSchema } from "@/features/pages";
import { createPage } from "@/features/pages/server";
import { createSection, createSectionSchema } from "@/features/sections/server";
import type { Db } from "@/platform/db/client";
import { policyTexts, policyTranslations } from "./policy-texts";
import { starterTexts } from "./starter-texts";

/** Where the privacy dialog links to (spec/visitor.md "Privacy settings dialog"). */
export const PRIVACY_POLICY_SLUG = "privacy-policy";
export const COOKIE_POLICY_SLUG = "cookie-policy";

/**
 * What a new organization's home page starts with, so its owner edits instead
 * of starting from nothing: a hero with the organization's name and a short
 * description, then one example template section, in the site's own
 * language. Written in the transaction that creates the organization (all or
 * nothing).
 */
export async function addStarterHomePage(tx: Db, organizationId: number, name: string, language = "en"): Promise<void> {
  const texts = starterTexts(language, name);
  await createHero(
    tx,
    organizationId,
    createHeroSchema.parse({
      url_page: "/",
      order: 0,
      title: name,
      description: texts.welcome,
      button: texts.button,
    }),
  );
  await createSection(
    tx,
    organizationId,
    createSectionSchema.parse({
      url_page: "/",
      order: 10,
      section_title: texts.sectionTitle,
      section_description: `<p>${texts.sectionDescription}</p>`,
      section_type: "general",
      grid_columns: 3,
      is_section_title_aligned_center: true,
    }),
  );
}

/**
 * Every site starts with its Privacy Policy and Cookie Policy (issue 36, item 5; the privacy
 * dialog links to both, spec/visitor.md): two pages of the posts table at /privacy-policy and
 * /cookie-policy, each with one section in the site's language (and the others as translations; the
 * page's own title and meta description likewise).
 * The privacy policy's is starter text the owner replaces; the cookie policy's is a cookie_policy
 * section, whose list is Global Settings → Cookies as declared when the page renders.
 * Organizations that existed before got the same pages from drizzle/0022_policy_pages.sql.
 */
export async function addStarterPolicyPages(tx: Db, organizationId: number, language = "en"): Promise<void> {
  const texts = policyTexts(language);
  const pages = [
    {
      slug: PRIVACY_POLICY_SLUG,
      title: texts.privacyTitle,
      description: texts.privacyDescription,
      text: texts.privacyText,
      type: "general" as const,
      titleKey: "privacyTitle" as const,
      descriptionKey: "privacyDescription" as const,
      textKey: "privacyText" as const,
    },
    {
      slug: COOKIE_POLICY_SLUG,
      title: texts.cookieTitle,
      description: texts.cookieDescription,
      text: texts.cookieText,
      type: "cookie_policy" as const,
      titleKey: "cookieTitle" as const,
      descriptionKey: "cookieDescription" as const,
      textKey: "cookieText" as const,
    },
  ];
  for (const page of pages) {
    // The page's own title and meta description in every other language too: they count in its translation status (issue 42).
    await createPage(
      tx,
      organizationId,
      createPageSchema.parse({
        title: page.title,
        slug: page.slug,
        description: page.description,
        title_translation: policyTranslations(page.titleKey, language),
        description_translation: policyTranslations(page.descriptionKey, language),
      }),
    );
    await createSection(
      tx,
      organizationId,
      createSectionSchema.parse({
        url_page: `/${page.slug}`,
        order: 0,
        section_title: page.title,
        section_title_translation: policyTranslations(page.titleKey, language),
        section_description: page.text,
        section_description_translation: policyTranslations(page.textKey, language),
        section_type: page.type,
      }),
    );
  }
}
