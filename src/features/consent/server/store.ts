import "server-only";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { itemFields, keptIds, LIST_ORDER_STEP, withoutTimestamps, type ListStore } from "@/platform/db/list-store";
import { cookieCategoryItemSchema, type CookieCategoryInput } from "../schema";
import { cookieCategories, cookieServices } from "../tables";

async function read(db: Db, organizationId: number) {
  const [categories, services] = await Promise.all([
    db.select().from(cookieCategories).where(eq(cookieCategories.organization_id, organizationId)).orderBy(asc(cookieCategories.order), asc(cookieCategories.id)),
    db.select().from(cookieServices).where(eq(cookieServices.organization_id, organizationId)).orderBy(asc(cookieServices.order), asc(cookieServices.id)),
  ]);
  return categories.map((category) => ({
    ...withoutTimestamps(category),
    cookie_service: services.filter((service) => service.category_id === category.id).map(withoutTimestamps),
  }));
}

/** Saves one category's services: kept ones updated in place, new ones added, the others deleted. */
async function replaceServices(tx: Db, organizationId: number, categoryId: number, services: CookieCategoryInput["cookie_service"]) {
  const kept = await keptIds(tx, cookieServices, organizationId, services, "Cookie service");
  await tx
    .delete(cookieServices)
    .where(and(eq(cookieServices.category_id, categoryId), kept.length ? notInArray(cookieServices.id, kept) : undefined));
  for (const [index, service] of services.entries()) {
    const id = service.id;
    const values = { ...itemFields(service), category_id: categoryId, order: index * LIST_ORDER_STEP };
    // A service moved from a category saved earlier in this list was deleted there: it comes back as new.
    const updated = id ? await tx.update(cookieServices).set({ ...values, updated_at: sql`now()` }).where(eq(cookieServices.id, id)).returning({ id: cookieServices.id }) : [];
    if (!updated.length) await tx.insert(cookieServices).values({ ...values, organization_id: organizationId });
  }
}

/** The organization's cookie categories, each with its services (`cookie_service`, spec/visitor.md §3). */
export const cookieCategoriesStore: ListStore<CookieCategoryInput> = {
  name: "cookie_categories",
  itemLabel: "Cookie category",
  schema: cookieCategoryItemSchema,
  read,
  replace: async (tx, organizationId, categories) => {
    const kept = await keptIds(tx, cookieCategories, organizationId, categories, "Cookie category");
    await tx
      .delete(cookieCategories)
      .where(and(eq(cookieCategories.organization_id, organizationId), kept.length ? notInArray(cookieCategories.id, kept) : undefined));
    for (const [index, category] of categories.entries()) {
      const { id, cookie_service } = category;
      const fields: Partial<CookieCategoryInput> = itemFields(category);
      delete fields.cookie_service;
      const values = { ...(fields as Omit<CookieCategoryInput, "id" | "order" | "cookie_service">), order: index * LIST_ORDER_STEP };
      const [row] = id
        ? await tx.update(cookieCategories).set({ ...values, updated_at: sql`now()` }).where(eq(cookieCategories.id, id)).returning({ id: cookieCategories.id })
        : await tx.insert(cookieCategories).values({ ...values, organization_id: organizationId }).returning({ id: cookieCategories.id });
      await replaceServices(tx, organizationId, row!.id, cookie_service);
    }
  },
};
