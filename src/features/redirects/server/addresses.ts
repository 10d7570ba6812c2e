import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { splitLocale } from "@/platform/i18n/locales";
import { targetPath } from "../rules";
import { redirects } from "../tables";

/** Whether a redirect leaves from `path` in some language: "/about" or "/de/about" for the path "/about". */
const leavesFrom = (from: string, path: string) => from === path || splitLocale(from).path === path;

/**
 * A page or post now lives at `path` (created there, or its slug changed to it): any
 * redirect leaving from that address, in any language, is removed (the page wins its
 * address back). In the write's transaction.
 */
export async function freeAddress(tx: Db, organizationId: number, path: string): Promise<void> {
  const rows = await tx.select({ id: redirects.id, from_path: redirects.from_path }).from(redirects).where(eq(redirects.organization_id, organizationId));
  const gone = rows.filter((row) => leavesFrom(row.from_path, path)).map((row) => row.id);
  if (gone.length) await tx.delete(redirects).where(inArray(redirects.id, gone));
}

/**
 * A page's or post's slug changed from `fromPath` to `toPath` ("/old" → "/new"): the old
 * address becomes a permanent redirect to the new one (in every language: "/de/old" leads
 * to "/de/new"), redirects that led to the old address lead to the new one (no chain), and
 * any leaving from the new address are removed. One that would now lead back to its own
 * address is removed too. In the write's transaction.
 */
export async function keepOldAddress(tx: Db, organizationId: number, fromPath: string, toPath: string): Promise<void> {
  if (fromPath === toPath) return;
  await freeAddress(tx, organizationId, toPath);
  const rows = await tx
    .select({ id: redirects.id, from_path: redirects.from_path, to_path: redirects.to_path })
    .from(redirects)
    .where(eq(redirects.organization_id, organizationId));
  for (const row of rows) {
    const target = targetPath(row.to_path);
    if (target === null) continue;
    const { locale, path } = splitLocale(target);
    if (path !== fromPath) continue;
    const moved = (locale ? `/${locale}${toPath === "/" ? "" : toPath}` : toPath) + row.to_path.slice(target.length);
    if (targetPath(moved) === row.from_path) await tx.delete(redirects).where(eq(redirects.id, row.id));
    else
      await tx
        .update(redirects)
        .set({ to_path: moved, updated_at: sql`now()` })
        .where(eq(redirects.id, row.id));
  }
  await tx
    .insert(redirects)
    .values({
      organization_id: organizationId,
      from_path: fromPath,
      to_path: toPath,
      permanent: true,
      order: sql`(select coalesce(max(r."order"), -10) + 10 from ${redirects} r where r.organization_id = ${organizationId})`,
    })
    .onConflictDoUpdate({
      target: [redirects.organization_id, redirects.from_path],
      set: { to_path: toPath, permanent: true, updated_at: sql`now()` },
    });
}
