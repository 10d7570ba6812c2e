import "server-only";
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest, conflict, notFound } from "@/platform/http/errors";
import { invalidateOrganization } from "@/platform/cache";
import { storage } from "@/features/media-library/server";

/**
 * Export and import of a site (issue 43; docs/decisions.md "Export and import of a site").
 * The archive is a ustar file: manifest.json, tables/<table>.json (the organization's rows as
 * PostgreSQL's to_jsonb gives them, ids as stored), users.json (id → email of every account a
 * row names), members.json (email and role) and media/<storage key> (the files' bytes).
 */
export const EXPORT_FORMAT = "onsite-site-export";
export const EXPORT_VERSION = 1;

/** Parts an import can leave out: visitors' cookie choices and meeting bookings. */
export const OPTIONAL_PARTS = ["consent", "bookings"] as const;
export type OptionalPart = (typeof OPTIONAL_PARTS)[number];

type Spec = {
  table: string;
  /** Rows picked by a parent table's ids (rows without organization_id). */
  parent?: { column: string; table: string };
  /** The row's own serial id is remapped (false: no id column). */
  id: boolean;
  /** Integer columns holding another exported table's id. */
  refs?: Record<string, string>;
  /** JSON arrays of another exported table's ids. */
  idArrays?: Record<string, string>;
  /** Text columns naming an account (mapped by email, null when the account is missing). */
  users?: string[];
  optional?: OptionalPart;
};

/** Every exported table, parents before children (the import's order). */
export const EXPORTED_TABLES: readonly Spec[] = [
  { table: "organization_settings", id: false },
  { table: "media_files", id: true, users: ["created_by"] },
  { table: "metrics", id: true },
  { table: "template_sections", id: true },
  {
    table: "section_metrics",
    id: false,
    parent: { column: "section_id", table: "template_sections" },
    refs: { section_id: "template_sections", metric_id: "metrics" },
  },
  { table: "template_heading_sections", id: true },
  { table: "hero_sections", id: true },
  { table: "menu_items", id: true },
  { table: "submenu_items", id: true, refs: { menu_item_id: "menu_items" } },
  { table: "posts", id: true, refs: { section_id: "template_sections" }, users: ["author_id"] },
  { table: "post_revisions", id: true, refs: { post_id: "posts" }, users: ["user_id"] },
  { table: "faqs", id: true },
  { table: "features", id: true },
  { table: "products", id: true },
  { table: "pricing_plans", id: true },
  { table: "reviews", id: true },
  { table: "real_estate_listings", id: true },
  { table: "redirects", id: true },
  { table: "banners", id: true },
  { table: "cookie_categories", id: true },
  { table: "cookie_services", id: true, refs: { category_id: "cookie_categories" } },
  {
    table: "cookie_consent_records",
    id: true,
    users: ["user_id"],
    idArrays: { services: "cookie_services", granted: "cookie_services", denied: "cookie_services" },
    optional: "consent",
  },
  { table: "meeting_types", id: true },
  { table: "meeting_hours", id: true },
  { table: "meeting_date_overrides", id: true },
  { table: "meeting_bookings", id: true, refs: { meeting_type_id: "meeting_types" }, users: ["user_id"], optional: "bookings" },
  { table: "revisions", id: true, users: ["saved_by"] },
  { table: "translation_sources", id: false },
];

/**
 * Tables of an organization an export leaves out, and why (docs/decisions.md): an import must not
 * invent accounts' states or visitors' conversations on another server.
 */
export const LEFT_OUT_TABLES: Readonly<Record<string, string>> = {
  members: "members.json keeps each member's email and role; the import links existing accounts",
  invitations: "pending invitations name tokens sent by mail from the old site",
  messages: "visitors' messages are the inbox of the old site, not its content",
  help_conversations: "visitors' help chats",
  help_messages: "visitors' help chats",
  help_presence: "who is online now",
  editor_presence: "who has an editor open now",
  help_member_settings: "members' own help-widget settings",
  help_article_stats: "visitors' counts",
  help_questions: "visitors' questions",
  banner_dismissals: "accounts' own dismissals",
  idempotent_requests: "replay protection of recent requests",
  live_events: "recent live-update events",
  media_quotas: "the operator's quota on the old server",
  translation_drafts: "machine drafts no one approved yet: the copy carries the approved translations, its members draft again",
  scheduled_changes: "the old site's schedule and its outcomes: the copy is published as it stands, its owner schedules again",
};

/** What each translation was made from (translation_sources.subject): the record's table, whose ids the import remaps. */
const TRANSLATION_RECORDS: Record<string, string> = {
  section: "template_sections",
  metric: "metrics",
  heading: "template_heading_sections",
  hero: "hero_sections",
};

/** Revisions whose record_id is another exported table's id. */
const REVISION_RECORDS: Record<string, string> = {
  template_section: "template_sections",
  template_heading_section: "template_heading_sections",
  hero_section: "hero_sections",
};

type Row = Record<string, unknown>;
export type Manifest = {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  source: { host: string; hostLocal: string | null; name: string; type: string };
  tables: string[];
  counts: Record<string, number>;
  media: number;
  without: OptionalPart[];
};

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(JSON.stringify(value, null, 1));
const rowsOf = (result: unknown) => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** The organization's archive entries (see writeTar). */
export async function exportSite(organizationId: number, without: OptionalPart[] = []): Promise<{ name: string; data: Uint8Array }[]> {
  const db = await getDb();
  const [organization] = rowsOf(await db.execute(sql`select * from organizations where id = ${organizationId}`));
  if (!organization) throw notFound("There is no organization with this id.");
  const entries: { name: string; data: Uint8Array }[] = [];
  const counts: Record<string, number> = {};
  const userIds = new Set<string>();
  const tables: string[] = [];
  let mediaRows: Row[] = [];
  for (const spec of EXPORTED_TABLES) {
    if (spec.optional && without.includes(spec.optional)) continue;
    const where = spec.parent
      ? sql`${sql.identifier(spec.parent.column)} in (select id from ${sql.identifier(spec.parent.table)} where organization_id = ${organizationId})`
      : sql`organization_id = ${organizationId}`;
    const order = spec.id ? sql` order by id` : sql``;
    const rows = rowsOf(await db.execute(sql`select to_jsonb(t) as row from ${sql.identifier(spec.table)} t where ${where}${order}`)).map((r) =>
      typeof r.row === "string" ? (JSON.parse(r.row) as Row) : (r.row as Row),
    );
    for (const row of rows) for (const column of spec.users ?? []) if (typeof row[column] === "string") userIds.add(row[column] as string);
    if (spec.table === "media_files") mediaRows = rows;
    tables.push(spec.table);
    counts[spec.table] = rows.length;
    entries.push({ name: `tables/${spec.table}.json`, data: json(rows) });
  }
  const members = rowsOf(
    await db.execute(sql`select u.email, m.role from members m join "user" u on u.id = m.user_id where m.organization_id = ${organizationId} order by m.id`),
  );
  const users = userIds.size
    ? rowsOf(
        await db.execute(
          sql`select id, email from "user" where id in (${sql.join(
            [...userIds].map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      )
    : [];
  entries.push({ name: "members.json", data: json(members) }, { name: "users.json", data: json(users) });
  let media = 0;
  for (const file of mediaRows) {
    for (const variant of (file.variants as { key: string }[]) ?? []) {
      const bytes = await storage().get(variant.key);
      if (!bytes) continue; // a file missing from the storage: its record is kept, as the library shows it
      entries.push({ name: `media/${variant.key}`, data: bytes });
      media++;
    }
  }
  const manifest: Manifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    source: {
      host: organization.base_url as string,
      hostLocal: (organization.base_url_local as string | null) ?? null,
      name: organization.name as string,
      type: organization.type as string,
    },
    tables,
    counts,
    media,
    without,
  };
  return [{ name: "manifest.json", data: json(manifest) }, ...entries];
}

export type ImportResult = { organization: { id: number; name: string; host: string }; counts: Record<string, number>; media: number; members: number };

function parse<T>(files: Map<string, Uint8Array>, name: string, fallback?: T): T {
  const bytes = files.get(name);
  if (!bytes) {
    if (fallback !== undefined) return fallback;
    throw badRequest(`The archive has no ${name}: it is not a site export.`);
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    throw badRequest(`${name} in the archive is not valid JSON.`);
  }
}

/** A new organization on `host` from an archive's files (readTar), in one transaction; its files copied into this server's storage. */
export async function importSite(
  files: Map<string, Uint8Array>,
  options: { host: string; hostLocal?: string | null; name?: string; without?: OptionalPart[] },
): Promise<ImportResult> {
  const manifest = parse<Manifest>(files, "manifest.json");
  if (manifest.format !== EXPORT_FORMAT) throw badRequest("The archive is not a site export (manifest.json names another format).");
  if (manifest.version !== EXPORT_VERSION)
    throw badRequest(`The archive is a site export of version ${manifest.version}; this server reads version ${EXPORT_VERSION}.`);
  const host = options.host.trim().toLowerCase();
  const hostLocal = options.hostLocal?.trim().toLowerCase() || null;
  for (const [given, name] of [
    [host, options.host],
    [hostLocal, options.hostLocal],
  ])
    if (given !== null && !/^[a-z0-9.-]+(:\d+)?$/.test(given!)) throw badRequest(`"${name}" is not a host name.`);
  const without = options.without ?? [];
  const db = await getDb();
  const hosts = [host, ...(hostLocal ? [hostLocal] : [])];
  const taken = rowsOf(
    await db.execute(
      sql`select id, name from organizations where base_url in (${sql.join(
        hosts.map((h) => sql`${h}`),
        sql`, `,
      )}) or base_url_local in (${sql.join(
        hosts.map((h) => sql`${h}`),
        sql`, `,
      )})`,
    ),
  );
  if (taken.length) throw conflict(`The host ${host} is already used by the organization #${taken[0]!.id} "${taken[0]!.name}". Choose another --host.`);

  const users = parse<{ id: string; email: string }[]>(files, "users.json", []);
  const members = parse<{ email: string; role: string }[]>(files, "members.json", []);
  const emails = [...new Set([...users.map((u) => u.email), ...members.map((m) => m.email)])];
  const existing = emails.length
    ? rowsOf(
        await db.execute(
          sql`select id, email from "user" where email in (${sql.join(
            emails.map((e) => sql`${e}`),
            sql`, `,
          )})`,
        ),
      )
    : [];
  const userByEmail = new Map(existing.map((u) => [u.email as string, u.id as string]));
  const userMap = new Map(users.map((u) => [u.id, userByEmail.get(u.email) ?? null]));

  // Media: a public id already used on this server gets a new one (its keys and every address follow).
  const mediaRows = parse<Row[]>(files, "tables/media_files.json", []);
  const oldIds = mediaRows.map((r) => r.public_id as string);
  const used = oldIds.length
    ? new Set(
        rowsOf(
          await db.execute(
            sql`select public_id from media_files where public_id in (${sql.join(
              oldIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ),
        ).map((r) => r.public_id),
      )
    : new Set();
  const publicIds = new Map(oldIds.map((id) => [id, used.has(id) ? crypto.randomBytes(12).toString("base64url") : id]));
  const renamed = [...publicIds].filter(([from, to]) => from !== to);
  const rewrite = (row: Row): Row => {
    if (!renamed.length) return row;
    let text = JSON.stringify(row);
    for (const [from, to] of renamed) text = text.split(from).join(to);
    return JSON.parse(text) as Row;
  };
  const keyOf = (key: string) => {
    const [id, rest] = [key.slice(0, key.indexOf("/")), key.slice(key.indexOf("/") + 1)];
    return `${publicIds.get(id) ?? id}/${rest}`;
  };

  const counts: Record<string, number> = {};
  const organization = await db.transaction(async (tx) => {
    const [created] = rowsOf(
      await tx.execute(
        sql`insert into organizations (name, base_url, base_url_local, type) values (${options.name ?? manifest.source.name}, ${host}, ${hostLocal}, ${manifest.source.type}) returning id, name`,
      ),
    );
    const organizationId = created!.id as number;
    const idMaps = new Map<string, Map<number, number>>();
    for (const spec of EXPORTED_TABLES) {
      if (spec.optional && without.includes(spec.optional)) continue;
      if (!manifest.tables.includes(spec.table)) continue;
      const rows = parse<Row[]>(files, `tables/${spec.table}.json`);
      // Only the columns this server's schema has: an archive from an older or newer schema still imports (missing ones take their defaults).
      const known = new Set(
        rowsOf(
          await tx.execute(sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${spec.table}`),
        ).map((c) => c.column_name as string),
      );
      const map = new Map<number, number>();
      idMaps.set(spec.table, map);
      let count = 0;
      for (const original of rows) {
        const row = rewrite(original);
        const oldId = row.id as number;
        if (spec.id) delete row.id;
        if (!spec.parent) row.organization_id = organizationId;
        let skip = false;
        for (const [column, table] of Object.entries(spec.refs ?? {})) {
          if (row[column] == null) continue;
          const mapped = idMaps.get(table)?.get(row[column] as number);
          // A parent's row that is not in the archive: the child goes (section_metrics) or loses the link.
          if (mapped === undefined) {
            if (spec.parent) skip = true;
            row[column] = null;
          } else row[column] = mapped;
        }
        for (const [column, table] of Object.entries(spec.idArrays ?? {})) {
          if (Array.isArray(row[column])) row[column] = (row[column] as number[]).map((id) => idMaps.get(table)?.get(id)).filter((id) => id !== undefined);
        }
        for (const column of spec.users ?? []) if (row[column] != null) row[column] = userMap.get(row[column] as string) ?? null;
        if (spec.table === "media_files") row.variants = (row.variants as { key: string }[]).map((v) => ({ ...v, key: keyOf(v.key) }));
        if (spec.table === "revisions" && REVISION_RECORDS[row.record_type as string]) {
          const mapped = idMaps.get(REVISION_RECORDS[row.record_type as string]!)?.get(Number(row.record_id));
          if (mapped === undefined) continue;
          row.record_id = String(mapped);
        }
        if (spec.table === "translation_sources") {
          const mapped = idMaps.get(TRANSLATION_RECORDS[row.subject as string] ?? "")?.get(Number(row.record_id));
          if (mapped === undefined) continue;
          row.record_id = mapped;
        }
        if (skip) continue;
        const columns = Object.keys(row).filter((column) => known.has(column));
        const list = sql.join(
          columns.map((c) => sql.identifier(c)),
          sql`, `,
        );
        const inserted = rowsOf(
          await tx.execute(
            sql`insert into ${sql.identifier(spec.table)} (${list}) select ${list} from jsonb_populate_record(null::${sql.identifier(spec.table)}, ${JSON.stringify(row)}::jsonb)${spec.id ? sql` returning id` : sql``}`,
          ),
        );
        if (spec.id) map.set(oldId, inserted[0]!.id as number);
        count++;
      }
      counts[spec.table] = count;
    }
    let linked = 0;
    for (const member of members) {
      const userId = userByEmail.get(member.email);
      if (!userId) continue;
      await tx.execute(sql`insert into members (user_id, organization_id, role) values (${userId}, ${organizationId}, ${member.role})`);
      linked++;
    }
    return { id: organizationId, name: created!.name as string, members: linked };
  });

  // The files, after the rows are stored (a failed copy leaves records whose files the library reports missing; the operator imports again on a fresh host).
  let media = 0;
  for (const [name, bytes] of files) {
    if (!name.startsWith("media/")) continue;
    const key = keyOf(name.slice("media/".length));
    const variant = mediaRows.flatMap((r) => r.variants as { key: string; type: string }[]).find((v) => `media/${v.key}` === name);
    const type = variant?.type ?? "application/octet-stream";
    await storage().put(key, bytes, type);
    media++;
  }
  await invalidateOrganization(organization.id);
  return { organization: { id: organization.id, name: organization.name, host }, counts, media, members: organization.members };
}

/** The organization answering on a host (either of its two), or null. */
export async function organizationOnHost(host: string): Promise<{ id: number; host: string } | null> {
  const [row] = rowsOf(await (await getDb()).execute(sql`select id, base_url from organizations where base_url = ${host} or base_url_local = ${host}`));
  return row ? { id: row.id as number, host: row.base_url as string } : null;
}

/** An organization's main host. */
export async function hostOf(organizationId: number): Promise<string> {
  const [row] = rowsOf(await (await getDb()).execute(sql`select base_url from organizations where id = ${organizationId}`));
  return (row?.base_url as string) ?? "site";
}
