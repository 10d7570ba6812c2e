import "server-only";
import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { forbidden } from "@/platform/http/errors";
import { itemFields, keptIds, listNames, withoutTimestamps, type ListStore } from "@/platform/db/list-store";
import type { Role } from "@/platform/tenancy/types";
import { cookieCategoryItemSchema, type CookieCategoryInput } from "../schema";
import { cookieCategoriesSettingsList } from "../settings";
import { cookieCategories, cookieConsentRecords, cookieServices } from "../tables";
import { ORDER_STEP } from "@/platform/db/order";

/** How many of the latest consent records the settings show. */
const CONSENT_RECORDS_SHOWN = 20;

async function read(db: Db, organizationId: number) {
  const [categories, services] = await Promise.all([
    db
      .select()
      .from(cookieCategories)
      .where(eq(cookieCategories.organization_id, organizationId))
      .orderBy(asc(cookieCategories.order), asc(cookieCategories.id)),
    db.select().from(cookieServices).where(eq(cookieServices.organization_id, organizationId)).orderBy(asc(cookieServices.order), asc(cookieServices.id)),
  ]);
  return categories.map((category) => ({
    ...withoutTimestamps(category),
    cookie_service: services.filter((service) => service.category_id === category.id).map(withoutTimestamps),
  }));
}

/**
 * The Cookies tab's section (spec/site-admin.md §7): the categories with their
 * services, the services as one list, and the latest consent records (owners and
 * admins only; editors get none).
 */
async function readSection(organizationId: number, viewer: { role: Role }) {
  const db = await getDb();
  const cookie_categories = await read(db, organizationId);
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

/** The 403 a member other than the owner gets for a new or changed script URL (issue 36, item 17). */
export const SCRIPT_URL_OWNER_ONLY = "Only the site's owner can add or change a script URL. Nothing was saved.";

/**
 * A declared script runs in the site's pages with the visitor's rights on this origin, so only
 * the owner adds or changes one: a service of `categories` whose script URL is not the one
 * stored on that same service (a new service with one, an address changed) is refused (403)
 * for anyone else, before anything is written. Leaving a URL out or as it was, or clearing
 * it, is every editor's. No `caller` (the demo seed) is the platform's own write.
 */
async function checkScriptUrls(tx: Db, organizationId: number, categories: CookieCategoryInput[], caller?: { role: Role }) {
  if (!caller || caller.role === "owner") return;
  const sent = categories.flatMap((category) => category.cookie_service).filter((service) => service.script_url);
  if (!sent.length) return;
  const stored = await tx
    .select({ id: cookieServices.id, script_url: cookieServices.script_url })
    .from(cookieServices)
    .where(eq(cookieServices.organization_id, organizationId));
  const storedUrl = new Map(stored.map((row) => [row.id, row.script_url]));
  if (sent.some((service) => service.id === undefined || storedUrl.get(service.id) !== service.script_url)) throw forbidden(SCRIPT_URL_OWNER_ONLY);
}

/** Saves one category's services: kept ones updated in place, new ones added, the others deleted. */
async function replaceServices(tx: Db, organizationId: number, categoryId: number, services: CookieCategoryInput["cookie_service"]) {
  const kept = await keptIds(tx, cookieServices, organizationId, services, "Cookie service");
  await tx.delete(cookieServices).where(and(eq(cookieServices.category_id, categoryId), kept.length ? notInArray(cookieServices.id, kept) : undefined));
  for (const [index, service] of services.entries()) {
    const id = service.id;
    const values = { ...itemFields(service), category_id: categoryId, order: index * ORDER_STEP };
    // A service moved from a category saved earlier in this list was deleted there: it comes back as new.
    const updated = id
      ? await tx
          .update(cookieServices)
          .set({ ...values, updated_at: sql`now()` })
          .where(eq(cookieServices.id, id))
          .returning({ id: cookieServices.id })
      : [];
    if (!updated.length) await tx.insert(cookieServices).values({ ...values, organization_id: organizationId });
  }
}

/** The organization's cookie categories, each with its services (`cookie_service`, spec/visitor.md §3). */
export const cookieCategoriesStore: ListStore<CookieCategoryInput> = {
  ...listNames(cookieCategoriesSettingsList),
  schema: cookieCategoryItemSchema,
  read,
  readSection,
  replace: async (tx, organizationId, categories, caller) => {
    await checkScriptUrls(tx, organizationId, categories, caller);
    const kept = await keptIds(tx, cookieCategories, organizationId, categories, "Cookie category");
    await tx
      .delete(cookieCategories)
      .where(and(eq(cookieCategories.organization_id, organizationId), kept.length ? notInArray(cookieCategories.id, kept) : undefined));
    for (const [index, category] of categories.entries()) {
      const { id, cookie_service } = category;
      const fields: Partial<CookieCategoryInput> = itemFields(category);
      delete fields.cookie_service;
      const values = { ...(fields as Omit<CookieCategoryInput, "id" | "order" | "cookie_service">), order: index * ORDER_STEP };
      const [row] = id
        ? await tx
            .update(cookieCategories)
            .set({ ...values, updated_at: sql`now()` })
            .where(eq(cookieCategories.id, id))
            .returning({ id: cookieCategories.id })
        : await tx
            .insert(cookieCategories)
            .values({ ...values, organization_id: organizationId })
            .returning({ id: cookieCategories.id });
      await replaceServices(tx, organizationId, row!.id, cookie_service);
    }
  },
};
