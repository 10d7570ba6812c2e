import fs from "node:fs";
import path from "node:path";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { EXPORTED_TABLES, LEFT_OUT_TABLES } from "./site-export";

/** Every Drizzle table of the schema (drizzle.config.ts: src/platform/**\/tables.ts and src/features/**\/tables.ts). */
async function schemaTables() {
  const root = path.resolve(__dirname, "../../..");
  const files = ["platform", "features"].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).filter((f) => path.basename(f) === "tables.ts").map((f) => path.join(root, dir, f)),
  );
  const tables = [];
  for (const file of files) for (const value of Object.values(await import(file))) if (value instanceof PgTable) tables.push(getTableConfig(value));
  return tables;
}

describe("the site export's tables", () => {
  it("names every table of an organization: exported, or left out with a reason", async () => {
    const tables = await schemaTables();
    const exported = new Set(EXPORTED_TABLES.map((t) => t.table));
    const ofOrganization = tables.filter((t) => t.columns.some((c) => c.name === "organization_id")).map((t) => t.name);
    expect(ofOrganization.length).toBeGreaterThan(20);
    const unnamed = ofOrganization.filter((name) => !exported.has(name) && !(name in LEFT_OUT_TABLES));
    expect(unnamed, "a new table with organization_id: add it to EXPORTED_TABLES (in foreign-key order) or LEFT_OUT_TABLES").toEqual([]);
    // And nothing listed that the schema does not have.
    const names = new Set(tables.map((t) => t.name));
    expect([...exported, ...Object.keys(LEFT_OUT_TABLES)].filter((name) => !names.has(name))).toEqual([]);
  });

  it("lists parents before the children that reference them", async () => {
    const order = EXPORTED_TABLES.map((t) => t.table);
    for (const spec of EXPORTED_TABLES)
      for (const parent of [...Object.values(spec.refs ?? {}), ...Object.values(spec.idArrays ?? {})])
        expect(order.indexOf(parent), `${spec.table} after ${parent}`).toBeLessThan(order.indexOf(spec.table));
    const tables = await schemaTables();
    for (const table of tables.filter((t) => order.includes(t.name))) {
      for (const key of table.foreignKeys) {
        const target = getTableConfig(key.reference().foreignTable).name;
        if (target === "organizations" || target === "user") continue;
        const column = key.reference().columns[0]!.name;
        const spec = EXPORTED_TABLES.find((t) => t.table === table.name)!;
        expect(spec.refs?.[column], `${table.name}.${column} references ${target}`).toBe(target);
      }
    }
  });
});
