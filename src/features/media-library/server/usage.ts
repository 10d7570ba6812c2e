import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { mediaFileUrl } from "../rules";

type Place = { url_page?: string | null; label: string };

/**
 * Where each kind of content keeps image addresses, and how a person names the
 * place ("Home › Hero"). Rows are matched on their whole text (`row::text`), so a
 * field added later in any of these tables is found too. Raw SQL by table name:
 * the library reads other features' tables without importing them.
 */
const SOURCES: { query: (orgId: number, pattern: string) => ReturnType<typeof sql>; place: (row: Record<string, unknown>) => Place }[] = [
  {
    query: (o, p) => sql`select url_page from hero_sections t where t.organization_id = ${o} and t::text like ${p}`,
    place: (r) => ({ url_page: r.url_page as string, label: "Hero" }),
  },
  {
    query: (o, p) => sql`select url_page, name from template_heading_sections t where t.organization_id = ${o} and t::text like ${p}`,
    place: (r) => ({ url_page: r.url_page as string, label: (r.name as string) || "Heading" }),
  },
  {
    query: (o, p) =>
      sql`select m.title, s.url_page, s.section_title from metrics m left join section_metrics sm on sm.metric_id = m.id left join template_sections s on s.id = sm.section_id where m.organization_id = ${o} and m::text like ${p}`,
    place: (r) =>
      r.url_page ? { url_page: r.url_page as string, label: (r.section_title as string) || "Section" } : { label: `Metrics › ${r.title as string}` },
  },
  {
    query: (o, p) => sql`select title from posts t where t.organization_id = ${o} and t::text like ${p}`,
    place: (r) => ({ label: `Posts › ${r.title as string}` }),
  },
  { query: (o, p) => sql`select id from banners t where t.organization_id = ${o} and t::text like ${p}`, place: () => ({ label: "Banners" }) },
  {
    query: (o, p) => sql`select title from real_estate_listings t where t.organization_id = ${o} and t::text like ${p}`,
    place: (r) => ({ label: `Listings › ${r.title as string}` }),
  },
  {
    query: (o, p) => sql`select author from reviews t where t.organization_id = ${o} and t::text like ${p}`,
    place: (r) => ({ label: `Reviews › ${r.author as string}` }),
  },
  {
    query: (o, p) => sql`select display_name from menu_items t where t.organization_id = ${o} and t::text like ${p}`,
    place: (r) => ({ label: `Menu › ${r.display_name as string}` }),
  },
  {
    query: (o, p) => sql`select name from submenu_items t where t.organization_id = ${o} and t::text like ${p}`,
    place: (r) => ({ label: `Menu › ${r.name as string}` }),
  },
  {
    query: (o, p) => sql`select 1 as one from organization_settings t where t.organization_id = ${o} and t::text like ${p}`,
    place: () => ({ label: "Global settings" }),
  },
];

const rowsOf = (result: unknown): Record<string, unknown>[] => (Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? []));

/** A page's name as its menu item shows it; "Home" for the home page; else its path. */
async function pageNames(db: Db, organizationId: number): Promise<Map<string, string>> {
  const names = new Map<string, string>([["/", "Home"]]);
  const rows = rowsOf(
    await db.execute(
      sql`select url_name, display_name from menu_items where organization_id = ${organizationId} and url_name <> '' union all select url_name, name as display_name from submenu_items where organization_id = ${organizationId} and url_name <> ''`,
    ),
  );
  for (const row of rows) if (!names.has(`/${row.url_name as string}`)) names.set(`/${row.url_name as string}`, row.display_name as string);
  return names;
}

/** Where the organization's content uses the file: ["Home › Hero", "About us › Team"] (empty when nowhere). */
export async function usagesOf(db: Db, organizationId: number, publicId: string): Promise<string[]> {
  const pattern = `%${mediaFileUrl(publicId).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const places: Place[] = [];
  for (const source of SOURCES) {
    const rows = rowsOf(await db.execute(source.query(organizationId, pattern)));
    for (const row of rows) places.push(source.place(row));
  }
  if (places.length === 0) return [];
  const names = places.some((p) => p.url_page) ? await pageNames(db, organizationId) : new Map<string, string>();
  const labels = places.map((p) => (p.url_page ? `${names.get(p.url_page) ?? p.url_page} › ${p.label}` : p.label));
  return [...new Set(labels)];
}
