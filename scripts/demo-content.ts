import { eq } from "drizzle-orm";
import { DEMO, type SeedHook } from "@/features/organizations/server";
import { seedDemoHero } from "@/features/hero/server";
import { seedDemoSections } from "@/features/sections/server";
import { user } from "@/platform/auth/tables";
import { getDb } from "@/platform/db/client";
import { seedDemoLists } from "./demo/lists";
import { demoPhotos } from "./demo/media";
import { seedDemoMenu } from "./demo/menu";
import { seedDemoMessages } from "./demo/messages";
import { seedDemoPages } from "./demo/pages";
import { seedDemoPosts } from "./demo/posts";

/** The demo owner, who writes the demo's posts. */
async function demoOwner() {
  const db = await getDb();
  const [owner] = await db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(eq(user.email, DEMO.ownerEmail)).limit(1);
  return owner!;
}

/**
 * Sample content for the demo site (each part through its feature's own writes and
 * schemas): the home page (hero, sections, contact), About and Services pages (the
 * hero and About use photographs of the media library, scripts/demo/media.ts), the
 * menu and footer, blog posts and help-center articles, and the Global Settings
 * lists (FAQs, plans, products, features, a banner, cookie categories, meeting types),
 * and a few visitors' messages for the owner's Messages list.
 */
export const demoContent: SeedHook[] = [
  // The photographs enter the media library while the rest is written (sharp works in its own
  // threads): the hero and the About page, which use them, come last. Their failure is awaited there.
  async (organizationId) => {
    demoPhotos(organizationId, (await demoOwner()).id).catch(() => {});
  },
  seedDemoSections,
  seedDemoMenu,
  async (organizationId) => seedDemoPosts(organizationId, await demoOwner()),
  seedDemoLists,
  // After the lists: a demo quote request names the demo's pricing plans.
  seedDemoMessages,
  async (organizationId) => seedDemoHero(organizationId, (await demoPhotos(organizationId)).dunes),
  async (organizationId) => seedDemoPages(organizationId, await demoPhotos(organizationId)),
];
