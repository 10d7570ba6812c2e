import "server-only";
import { createHero, createHeroSchema } from "@/features/hero/server";
import { createSection, createSectionSchema } from "@/features/sections/server";
import type { Db } from "@/platform/db/client";
import { starterTexts } from "./starter-texts";

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
