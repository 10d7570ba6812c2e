import "server-only";
import { getDb } from "@/platform/db/client";
import { loadSite } from "@/platform/tenancy/organizations";
import { createHeroSchema } from "../schema";
import { createHero } from "./write";

/**
 * The demo site's home hero: what the product does, a word of welcome naming the
 * organization, a tag line, and `image` (a photograph of its media library) beside the text.
 */
export async function seedDemoHero(organizationId: number, image?: string): Promise<void> {
  const site = await loadSite(organizationId);
  if (!site) return;
  const name = site.organization.name;
  const input = createHeroSchema.parse({
    url_page: "/",
    order: 0,
    title: "Build your site in place",
    description: `Welcome to ${name}. Every block on this page is yours to change in place: sign in as the owner, choose Edit, and type.`,
    tag_line: "New: resize images and text by dragging",
    ...(image ? { image, image_style: { position: "right", width: 560, height: 350 }, title_style: { alignment: "left", blockWidth: "6xl" } } : {}),
  });
  await createHero(await getDb(), organizationId, input);
}
