/**
 * "No query that grows with the number of organizations" (issue 26, target 4),
 * checked on the benchmark's PostgreSQL database without pg_stat_statements (it
 * needs a server restart to load):
 * - every table with an `organization_id` has an index that starts with it, so a
 *   query for one organization's rows need not read the others';
 * - the host lookup (the one query by host name) uses an index: EXPLAIN;
 * - while the organizations' pages are rendered, no table holding a row per
 *   organization is read by a sequential scan: PostgreSQL's own per-table
 *   counters (pg_stat_user_tables) before and after. A backend publishes them
 *   when it goes idle, at most once a second, else after 10 s: read the second
 *   snapshot at least STATS_DELAY_MS after the queries.
 */
import pg from "pg";

export const STATS_DELAY_MS = 11_000;

export type TableCounters = { rows: number; seqScans: number; seqRows: number; indexScans: number };
export type SequentialReads = { table: string; rows: number; seqScans: number; seqRows: number; indexScans: number };
export type QueryFigures = {
  /** Tables with an organization_id but no index that starts with it. */
  unindexed: string[];
  /** The host lookup's plan, node by node, and whether it reads the organizations through an index. */
  hostLookup: { plan: string; usesIndex: boolean };
  /** Tables with at least `organizations` rows read by sequential scans between the snapshots (should be none). */
  sequential: SequentialReads[];
  /** Index scans between the snapshots, all tables. */
  indexScans: number;
};

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: "onsite-bench-scale-queries" });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function tableCounters(url: string): Promise<Map<string, TableCounters>> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ relname: string; n_live_tup: string; seq_scan: string; seq_tup_read: string; idx_scan: string | null }>(
      "select relname, n_live_tup, seq_scan, seq_tup_read, idx_scan from pg_stat_user_tables where schemaname = 'public'",
    );
    return new Map(
      rows.map((row) => [
        row.relname,
        { rows: Number(row.n_live_tup), seqScans: Number(row.seq_scan), seqRows: Number(row.seq_tup_read), indexScans: Number(row.idx_scan ?? 0) },
      ]),
    );
  });
}

/** The plan's node types, outermost first ("Limit > Bitmap Heap Scan on organizations > ..."). */
function planNodes(node: { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: unknown[] }): string[] {
  const self = node["Node Type"] + (node["Index Name"] ? ` using ${node["Index Name"]}` : node["Relation Name"] ? ` on ${node["Relation Name"]}` : "");
  return [self, ...((node.Plans ?? []) as (typeof node)[]).flatMap(planNodes)];
}

export async function checkQueries(
  url: string,
  host: string,
  before: Map<string, TableCounters>,
  after: Map<string, TableCounters>,
  organizations: number,
): Promise<QueryFigures> {
  return withClient(url, async (client) => {
    const unindexed = await client.query<{ relname: string }>(
      `select c.relname from pg_class c
         join pg_attribute a on a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
          and not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum)
        order by c.relname`,
    );
    // The lookup as src/platform/tenancy/organizations.ts writes it (Drizzle: or of two equalities, limit 1).
    const explained = await client.query<{ "QUERY PLAN": [{ Plan: Parameters<typeof planNodes>[0] }] }>(
      `explain (format json) select "id" from "organizations" where ("organizations"."base_url" = $1 or "organizations"."base_url_local" = $1) limit 1`,
      [host],
    );
    const nodes = planNodes(explained.rows[0]!["QUERY PLAN"][0].Plan);
    const sequential: SequentialReads[] = [];
    let indexScans = 0;
    for (const [table, now] of after) {
      const was = before.get(table) ?? { rows: 0, seqScans: 0, seqRows: 0, indexScans: 0 };
      indexScans += now.indexScans - was.indexScans;
      const seqRows = now.seqRows - was.seqRows;
      if (now.rows >= organizations && seqRows >= organizations) {
        sequential.push({ table, rows: now.rows, seqScans: now.seqScans - was.seqScans, seqRows, indexScans: now.indexScans - was.indexScans });
      }
    }
    return {
      unindexed: unindexed.rows.map((row) => row.relname),
      hostLookup: { plan: nodes.join(" > "), usesIndex: !nodes.some((node) => node.startsWith("Seq Scan")) && nodes.some((node) => node.includes("Index")) },
      sequential,
      indexScans,
    };
  });
}
