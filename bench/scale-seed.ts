/**
 * The tenant-scale figure's organizations (issue 26, target 4), seeded fast: the
 * first one through the API exactly as bench/seed.ts seeds every benchmark
 * organization (operator API, sign-in, sections and metrics; its starter page
 * gives it its hero), then copied into all the others by a few set-based SQL
 * statements in one transaction (sign-in hashes a password: 10,000 organizations
 * through the API would take most of an hour).
 *
 * What is copied is found, not listed: every table with an `organization_id`
 * column in which the first organization has rows (but the owner's membership,
 * the revisions and the idempotency records, which no public page reads), each
 * row once per new organization, new ids from the tables' own sequences; foreign
 * keys between copied rows follow the copies, and link tables without an
 * `organization_id` of their own (a section's metrics) are copied through their
 * foreign keys. Every text is copied with the organization's label replaced
 * ("Scale 00001" becomes "Scale 07777": its name, site title, hero and section
 * titles), so each page is its own bytes and tells which organization it is.
 *
 * The server needs no restart: a new host is looked up in the database on its
 * first request, and a host asked for before it existed (remembered as unknown)
 * is forgotten when the seed announces the change on the cache's channel, as an
 * instance does after its own writes (src/platform/cache/broadcast.ts).
 */
import pg from "pg";
import { seedSite, type SeededSite } from "./seed";

const pad = (n: number) => String(n).padStart(5, "0");
export const scaleHost = (n: number) => `scale-${pad(n)}.bench.localhost`;
export const scaleLabel = (n: number) => `Scale ${pad(n)}`;

/** Rows of the first organization's never copied: what only its owner, its editors' history or retried writes read. */
const NOT_COPIED = new Set(["members", "revisions", "idempotent_requests", "live_events"]);

/** The cache's channel and a payload naming no instance of the server (src/platform/cache/broadcast.ts). */
const CACHE_CHANNEL = "onsite_cache";

export type ScaleSeed = {
  organizations: number;
  /** The first organization, made through the API. */
  template: SeededSite;
  templateId: number;
  /** Rows copied per new organization, by table; rows of the first organization left out, by table. */
  copied: Record<string, number>;
  skipped: Record<string, number>;
  /** Milliseconds: the first organization through the API, the SQL copy (one transaction), ANALYZE. */
  apiMs: number;
  copyMs: number;
  analyzeMs: number;
  totalMs: number;
};

export type ScaleSeedOptions = { organizations: number; sections: number; metrics: number };

/** `generated`: never written; `numbered`: filled by a sequence when left out (a serial id). */
type Column = { name: string; type: string; generated: boolean; numbered: boolean };
type ForeignKey = { table: string; column: string; references: string; referencedColumn: string };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function columnsOf(client: pg.Client, table: string): Promise<Column[]> {
  const { rows } = await client.query<{
    column_name: string;
    data_type: string;
    is_generated: string;
    identity_generation: string | null;
    column_default: string | null;
  }>(
    `select column_name, data_type, is_generated, identity_generation, column_default from information_schema.columns
      where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows.map((row) => ({
    name: row.column_name,
    type: row.data_type,
    generated: row.is_generated === "ALWAYS" || row.identity_generation === "ALWAYS",
    numbered: row.identity_generation !== null || (row.column_default ?? "").startsWith("nextval("),
  }));
}

/** Single-column foreign keys between the public tables. */
async function foreignKeys(client: pg.Client): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select src.relname as "table", a.attname as "column", dst.relname as "references", af.attname as "referencedColumn"
       from pg_constraint con
       join pg_class src on src.oid = con.conrelid
       join pg_class dst on dst.oid = con.confrelid
       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
       join pg_attribute af on af.attrelid = con.confrelid and af.attnum = con.confkey[1]
      where con.contype = 'f' and cardinality(con.conkey) = 1 and con.connamespace = 'public'::regnamespace`,
  );
  return rows;
}

/** The tables with an organization_id column, and how many rows the organization has in each. */
async function ownedRows(client: pg.Client, organizationId: number): Promise<Map<string, number>> {
  const { rows } = await client.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`,
  );
  const owned = new Map<string, number>();
  for (const { table_name: table } of rows) {
    const counted = await client.query<{ n: string }>(`select count(*) as n from ${ident(table)} where organization_id = $1`, [organizationId]);
    const n = Number(counted.rows[0]!.n);
    if (n) owned.set(table, n);
  }
  return owned;
}

/** The tables in an order that inserts every referenced row before the rows that reference it. */
function insertionOrder(tables: string[], keys: ForeignKey[]): string[] {
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size) {
    const ready = [...pending].filter((table) => keys.every((key) => key.table !== table || key.references === table || !pending.has(key.references)));
    if (!ready.length) throw new Error(`scale seed: a cycle of foreign keys between ${[...pending].join(", ")}`);
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

/**
 * The copy of one table's rows for every new organization: `from` names the source
 * row `t`, the new organization `o` (id, label, host) and, for a table with its own
 * ids, the new id `m.new`; `mapped` are the tables whose copies have maps of ids.
 */
function copyStatement(table: string, columns: Column[], keys: ForeignKey[], mapped: Set<string>, from: string, joins: string[]) {
  const names: string[] = [];
  const values: string[] = [];
  for (const column of columns) {
    if (column.generated) continue;
    const c = ident(column.name);
    const key = keys.find((k) => k.table === table && k.column === column.name && k.referencedColumn === "id");
    let value: string;
    if (table === "organizations" && column.name === "id") value = "o.id";
    else if (table === "organizations" && column.name === "base_url") value = "o.host";
    else if (table === "organizations" && column.name === "base_url_local") value = "null";
    else if (column.name === "organization_id") value = "o.id";
    else if (column.name === "id" && mapped.has(table)) value = "m.new";
    else if (key && mapped.has(key.references)) {
      const alias = `f_${column.name}`;
      joins.push(`left join ${ident(`scale_map_${key.references}`)} ${alias} on ${alias}.old = t.${c} and ${alias}.org = o.id`);
      value = `${alias}.new`;
    } else if (column.type === "text" || column.type === "character varying") value = `replace(t.${c}, $1, o.label)`;
    else if (column.type === "jsonb") value = `replace(t.${c}::text, $1, o.label)::jsonb`;
    else if (column.type === "json") value = `replace(t.${c}::text, $1, o.label)::json`;
    else value = `t.${c}`;
    names.push(c);
    values.push(value);
  }
  return `insert into ${ident(table)} (${names.join(", ")}) select ${values.join(", ")} from ${from} ${joins.join(" ")}`;
}

/** Seeds `organizations` organizations on hosts scale-00001.bench.localhost and up (see the top of the file). */
export async function seedScale(port: number, adminToken: string, databaseUrl: string, options: ScaleSeedOptions): Promise<ScaleSeed> {
  const started = performance.now();
  const template = await seedSite(port, adminToken, {
    host: scaleHost(1),
    name: `Bench ${scaleLabel(1)}`,
    ownerEmail: "owner@scale.bench.test",
    sections: options.sections,
    metrics: options.metrics,
    label: scaleLabel(1),
  });
  const apiMs = Math.round(performance.now() - started);

  const client = new pg.Client({ connectionString: databaseUrl, application_name: "onsite-bench-scale-seed" });
  await client.connect();
  try {
    const found = await client.query<{ id: number }>("select id from organizations where base_url = $1", [template.host]);
    const templateId = found.rows[0]?.id;
    if (templateId === undefined) throw new Error(`scale seed: no organization on ${template.host} after the API made it`);
    const owned = await ownedRows(client, templateId);
    const copied: Record<string, number> = { organizations: 1 };
    const skipped: Record<string, number> = {};
    for (const [table, n] of owned) (NOT_COPIED.has(table) ? skipped : copied)[table] = n;
    const keys = await foreignKeys(client);
    const columns = new Map<string, Column[]>();
    for (const table of Object.keys(copied)) columns.set(table, await columnsOf(client, table));
    /** Copied tables whose rows have ids of their own (from a sequence): their copies get maps of old to new ids. */
    const mapped = new Set(Object.keys(copied).filter((table) => table !== "organizations" && columns.get(table)!.some((c) => c.name === "id")));
    // Link tables: no organization_id, a foreign key to a copied table's ids (a section's metrics).
    const links = [
      ...new Set(
        keys.filter((k) => mapped.has(k.references) && k.referencedColumn === "id" && !owned.has(k.table) && k.table !== "organizations").map((k) => k.table),
      ),
    ];
    for (const table of links) columns.set(table, await columnsOf(client, table));

    const copyStarted = performance.now();
    const label = scaleLabel(1);
    /** A copy statement, given the first organization's label when it replaces it in texts. */
    const run = (statement: string) => client.query(statement, statement.includes("$1") ? [label] : []);
    await client.query("begin");
    await client.query(
      `create temp table scale_organizations on commit drop as
         select n, nextval(pg_get_serial_sequence('organizations', 'id'))::int as id,
                'Scale ' || lpad(n::text, 5, '0') as label, 'scale-' || lpad(n::text, 5, '0') || '.bench.localhost' as host
           from generate_series(2, $1::int) as n`,
      [options.organizations],
    );
    for (const table of mapped) {
      const sequence = await client.query<{ seq: string | null }>("select pg_get_serial_sequence($1, 'id') as seq", [ident(table)]);
      if (!sequence.rows[0]?.seq) throw new Error(`scale seed: ${table}.id has no sequence to number the copies`);
      await client.query(
        `create temp table ${ident(`scale_map_${table}`)} on commit drop as
           select o.id as org, t.id as old, nextval($2) as new
             from scale_organizations o cross join ${ident(table)} t where t.organization_id = $1`,
        [templateId, sequence.rows[0].seq],
      );
      await client.query(`create index on ${ident(`scale_map_${table}`)} (old, org)`);
      await client.query(`analyze ${ident(`scale_map_${table}`)}`);
    }
    await client.query("analyze scale_organizations");

    for (const table of insertionOrder(Object.keys(copied), keys)) {
      const from =
        table === "organizations"
          ? `organizations t join scale_organizations o on t.id = ${templateId}`
          : mapped.has(table)
            ? `${ident(`scale_map_${table}`)} m join ${ident(table)} t on t.id = m.old join scale_organizations o on o.id = m.org`
            : `${ident(table)} t join scale_organizations o on t.organization_id = ${templateId}`;
      await run(copyStatement(table, columns.get(table)!, keys, mapped, from, []));
    }
    for (const table of links) {
      // The organization comes with the first foreign key into a copied table; the others follow it.
      const first = keys.find((k) => k.table === table && mapped.has(k.references) && k.referencedColumn === "id")!;
      const from = `${ident(`scale_map_${first.references}`)} l join ${ident(table)} t on t.${ident(first.column)} = l.old join scale_organizations o on o.id = l.org`;
      const statement = copyStatement(
        table,
        columns.get(table)!.filter((c) => !c.numbered),
        keys,
        mapped,
        from,
        [],
      );
      const result = await run(statement);
      copied[table] = Math.round((result.rowCount ?? 0) / Math.max(1, options.organizations - 1));
    }
    await client.query("commit");
    const copyMs = Math.round(performance.now() - copyStarted);

    const analyzeStarted = performance.now();
    for (const table of [...Object.keys(copied), ...links]) await client.query(`analyze ${ident(table)}`);
    const analyzeMs = Math.round(performance.now() - analyzeStarted);
    // As another instance would after its writes: every instance forgets the hosts it remembered as unknown.
    await client.query("select pg_notify($1, $2)", [CACHE_CHANNEL, `bench-scale-seed:${templateId}`]);
    return {
      organizations: options.organizations,
      template,
      templateId,
      copied,
      skipped,
      apiMs,
      copyMs,
      analyzeMs,
      totalMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** What the page of organization `n` must show (its own label everywhere the first one's is), as a site to check. */
export function scaleSite(seed: ScaleSeed, n: number): SeededSite {
  const swap = (text: string) => text.split(scaleLabel(1)).join(scaleLabel(n));
  const { template } = seed;
  return {
    host: scaleHost(n),
    port: template.port,
    adminToken: template.adminToken,
    name: swap(template.name),
    organizationId: 0, // not known here, and not needed: nobody saves in these sites (no token)
    token: "",
    sections: [],
    checkText: [swap(template.name), ...template.checkText.map(swap)],
  };
}
