import "server-only";
import { desc, eq } from "drizzle-orm";
import { cookieConsentRecords } from "@/features/consent/server";
import { heroBlock } from "@/features/hero/server";
import { loadMenuSection } from "@/features/menus/server";
import { listPosts } from "@/features/posts/server";
import { getDb } from "@/platform/db/client";
import type { ListStore } from "@/platform/db/list-store";
import type { Role } from "@/platform/tenancy/types";
import { ORGANIZATION_LISTS } from "./lists";

/** Who is reading: some parts are for owners and admins only (consent records). */
export type SectionViewer = { role: Role };

/** A part of the organization read: an object whose keys are merged into the answer. */
export type SectionLoader = (organizationId: number, viewer: SectionViewer) => Promise<Record<string, unknown>>;

/** How many of the latest consent records the settings show. */
const CONSENT_RECORDS_SHOWN = 20;

const list = (name: string) => ORGANIZATION_LISTS.find((store) => store.name === name) as ListStore<{ id?: number }>;
const lists = (...names: string[]): SectionLoader => async (organizationId) => {
  const db = await getDb();
  const values = await Promise.all(names.map((name) => list(name).read(db, organizationId)));
  return Object.fromEntries(names.map((name, index) => [name, values[index]]));
};

async function cookies(organizationId: number, viewer: SectionViewer) {
  const db = await getDb();
  const cookie_categories = (await list("cookie_categories").read(db, organizationId)) as { cookie_service: unknown[] }[];
  const admin = viewer.role === "owner" || viewer.role === "admin";
  const cookie_consent_records = admin
    ? await db
        .select()
        .from(cookieConsentRecords)
        .where(eq(cookieConsentRecords.organization_id, organizationId))
        .orderBy(desc(cookieConsentRecords.created_at))
        .limit(CONSENT_RECORDS_SHOWN)
    : [];
  return { cookie_categories, cookie_services: cookie_categories.flatMap((c) => c.cookie_service), cookie_consent_records };
}

/**
 * The parts `GET /api/organizations/{id}` returns next to the organization and its
 * settings, by the spec's section names (spec/site-admin.md §7: hero, products,
 * features, faqs, banners, menu, blog, cookies; plus meetings for the Meeting Types
 * tab). `GET /api/organizations/{id}/sections/{sectionName}` answers one of them.
 */
export const ORGANIZATION_SECTIONS: Record<string, SectionLoader> = {
  hero: async (organizationId) => ({ website_hero: (await heroBlock.load(organizationId, "/"))[0] ?? null }),
  products: lists("products", "pricing_plans"),
  features: lists("features"),
  faqs: lists("faqs"),
  banners: lists("banners"),
  menu: loadMenuSection,
  blog: async (organizationId) => ({
    blog_posts: await listPosts(await getDb(), organizationId, { filters: { display_as_blog_post: true }, limit: 500, offset: 0 }, true),
  }),
  cookies,
  meetings: lists("meeting_types"),
};

/** Every section's keys, loaded in parallel and merged. */
export async function loadAllSections(organizationId: number, viewer: SectionViewer): Promise<Record<string, unknown>> {
  const parts = await Promise.all(Object.values(ORGANIZATION_SECTIONS).map((load) => load(organizationId, viewer)));
  return Object.assign({}, ...parts);
}
