import "server-only";
import { heroBlock } from "@/features/hero/server";
import { listPosts } from "@/features/posts/server";
import { SECTION_TABS, SETTINGS_LIST_STORES, SETTINGS_LISTS } from "@/features/settings/server";
import { getDb } from "@/platform/db/client";
import type { Role } from "@/platform/tenancy/types";

/** Who is reading: some parts are for owners and admins only (consent records). */
export type SectionViewer = { role: Role };

/** A part of the organization read: an object whose keys are merged into the answer. */
export type SectionLoader = (organizationId: number, viewer: SectionViewer) => Promise<Record<string, unknown>>;

/** The sections that are not Global Settings lists: the home page's hero and the blog posts. */
const OWN_SECTIONS: Partial<Record<string, SectionLoader>> = {
  hero: async (organizationId) => ({ website_hero: (await heroBlock.load(organizationId, "/"))[0] ?? null }),
  blog: async (organizationId) => ({
    blog_posts: await listPosts(await getDb(), organizationId, { filters: { display_as_blog_post: true }, limit: 500, offset: 0 }, true),
  }),
};

/**
 * A tab's section made of its lists: each list registered on the tab, read by its
 * store (or as the store says, `readSection`: the cookie categories with their
 * services and consent records, the menu items with their submenu items). A store
 * that is `partOf` another list is read with that one.
 */
function listSection(tab: string): SectionLoader {
  const keys = new Set(SETTINGS_LISTS.filter((list) => list.tab === tab).map((list) => list.key));
  const stores = SETTINGS_LIST_STORES.filter((store) => !store.partOf && keys.has(store.name));
  if (!stores.length) throw new Error(`The settings tab "${tab}" is a section, but no list sits on it and it has no reading of its own.`);
  return async (organizationId, viewer) => {
    const db = await getDb();
    const parts = await Promise.all(
      stores.map(async (store) => (store.readSection ? store.readSection(organizationId, viewer) : { [store.name]: await store.read(db, organizationId) })),
    );
    return Object.assign({}, ...parts);
  };
}

/**
 * The parts `GET /api/organizations/{id}` returns next to the organization and its
 * settings, by the spec's section names, the Global Settings tabs that reload
 * (spec/site-admin.md §7: hero, products, features, faqs, banners, menu, blog,
 * cookies; plus meetings for the Meeting Types tab), in the tabs' order.
 * `GET /api/organizations/{id}/sections/{sectionName}` answers one of them.
 */
export const ORGANIZATION_SECTIONS: Readonly<Record<string, SectionLoader>> = Object.fromEntries(
  SECTION_TABS.map((tab) => [tab, OWN_SECTIONS[tab] ?? listSection(tab)]),
);

/** Every section's keys, loaded in parallel and merged. */
export async function loadAllSections(organizationId: number, viewer: SectionViewer): Promise<Record<string, unknown>> {
  const parts = await Promise.all(Object.values(ORGANIZATION_SECTIONS).map((load) => load(organizationId, viewer)));
  return Object.assign({}, ...parts);
}
