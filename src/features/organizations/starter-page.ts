import { createHero, createHeroSchema } from "@/features/hero/server";
import { createSection, createSectionSchema } from "@/features/sections/server";
import type { Db } from "@/platform/db/client";

/**
 * What a new organization's home page starts with, so its owner edits instead
 * of starting from nothing: a hero with the organization's name and a short
 * description, then one example template section. Written in the transaction
 * that creates the organization (all or nothing).
 */
export async function addStarterHomePage(tx: Db, organizationId: number, name: string): Promise<void> {
  await createHero(
    tx,
    organizationId,
    createHeroSchema.parse({
      url_page: "/",
      order: 0,
      title: name,
      description: `Welcome to ${name}. This is your new home page: sign in, choose Edit on any part of it, and make it yours.`,
    }),
  );
  await createSection(
    tx,
    organizationId,
    createSectionSchema.parse({
      url_page: "/",
      order: 10,
      section_title: "What we offer",
      section_description: "<p>An example section. Change its title and text, add cards for your services or products, or delete it.</p>",
      section_type: "general",
      grid_columns: 3,
      is_section_title_aligned_center: true,
    }),
  );
}
