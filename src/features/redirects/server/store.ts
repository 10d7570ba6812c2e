import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { keptIds, listNames, type ListStore } from "@/platform/db/list-store";
import { ORDER_STEP } from "@/platform/db/order";
import { HttpError } from "@/platform/http/errors";
import { collapseRedirects, REDIRECT_MESSAGES } from "../rules";
import { redirectItemSchema, type RedirectInput } from "../schema";
import { redirectsSettingsList } from "../settings";
import { redirects } from "../tables";

/** The key of the cached reads of the redirects (the server's answers, the sitemap): a save of the list, or a slug change, names it. */
export const REDIRECTS_KEY = "redirects";

const names = listNames(redirectsSettingsList);

const toRecord = (row: typeof redirects.$inferSelect) => ({
  id: row.id,
  order: row.order,
  from_path: row.from_path,
  to_path: row.to_path,
  permanent: row.permanent,
  hits: row.hits,
  created_at: row.created_at,
});

/**
 * The organization's redirects as Global Settings reads and saves them. A save is the
 * whole list: two leaving from one address are refused; chains collapse (A → B with
 * B → C stores A → C, whichever was saved first); a redirect leading back to its own
 * address is refused (400, nothing stored). Kept redirects keep their hits.
 */
export const redirectsStore: ListStore<RedirectInput> = {
  ...names,
  schema: redirectItemSchema,
  cacheKey: REDIRECTS_KEY,
  read: async (db, organizationId) => {
    const rows = await db.select().from(redirects).where(eq(redirects.organization_id, organizationId)).orderBy(asc(redirects.order), asc(redirects.id));
    return rows.map(toRecord);
  },
  replace: async (tx, organizationId, items) => {
    const seen = new Map<string, number>();
    for (const [index, item] of items.entries()) {
      if (seen.has(item.from_path))
        throw new HttpError(400, `Redirect ${index + 1}: ${REDIRECT_MESSAGES.twice(item.from_path)}`, { field: `redirects.${index}.from_path` });
      seen.set(item.from_path, index);
    }
    const collapsed = collapseRedirects(items);
    if (!collapsed.ok)
      throw new HttpError(400, `Redirect ${collapsed.index + 1}: ${REDIRECT_MESSAGES.loop} (${collapsed.chain.join(" → ")})`, {
        field: `redirects.${collapsed.index}.to_path`,
      });
    const kept = await keptIds(tx, redirects, organizationId, items, names.itemLabel);
    const before = kept.length
      ? await tx
          .select({ id: redirects.id, hits: redirects.hits, created_at: redirects.created_at })
          .from(redirects)
          .where(and(eq(redirects.organization_id, organizationId), inArray(redirects.id, kept)))
      : [];
    const stored = new Map(before.map((row) => [row.id, row]));
    // Written afresh (ids, hits and creation kept): an address may pass from one redirect to another in one save.
    await tx.delete(redirects).where(eq(redirects.organization_id, organizationId));
    await writeRules(tx, organizationId, collapsed.rules, stored);
  },
};

async function writeRules(tx: Db, organizationId: number, rules: RedirectInput[], stored: Map<number, { hits: number; created_at: Date }>): Promise<void> {
  if (!rules.length) return;
  await tx.insert(redirects).values(
    rules.map((rule, index) => {
      const previous = rule.id ? stored.get(rule.id) : undefined;
      return {
        ...(rule.id ? { id: rule.id } : {}),
        organization_id: organizationId,
        order: index * ORDER_STEP,
        from_path: rule.from_path,
        to_path: rule.to_path,
        permanent: rule.permanent,
        hits: previous?.hits ?? 0,
        ...(previous ? { created_at: previous.created_at } : {}),
      };
    }),
  );
}
