import { describe, expect, it } from "vitest";
import { dropKeys } from "./invalidate";
import { cachedRead } from "./reads";
import { cachedPageRecords } from "./records";

type Row = { id: number; title: string };

/** A page of rows in memory, counting what each read loads. */
function page(organizationId: number, rows: Row[]) {
  const loads = { ids: 0, records: [] as number[][] };
  const read = () =>
    cachedPageRecords<Row>(organizationId, {
      name: "rows /",
      pageKey: "page:/",
      recordKey: (id) => `block:row:${id}`,
      ids: async () => {
        loads.ids += 1;
        return rows.map((row) => row.id);
      },
      records: async (ids) => {
        loads.records.push([...ids]);
        return rows.filter((row) => ids.includes(row.id)).map((row) => ({ ...row }));
      },
    });
  return { loads, read };
}

describe("cachedPageRecords", () => {
  it("loads the page's missing records in one call, and after one record's key moved, that record alone", async () => {
    const rows = [
      { id: 1, title: "One" },
      { id: 2, title: "Two" },
      { id: 3, title: "Three" },
    ];
    const { loads, read } = page(910_001, rows);
    expect((await read()).map((row) => row.title)).toEqual(["One", "Two", "Three"]);
    expect(loads).toEqual({ ids: 1, records: [[1, 2, 3]] });
    await read();
    expect(loads).toEqual({ ids: 1, records: [[1, 2, 3]] });
    rows[1]!.title = "Two again";
    dropKeys(910_001, ["block:row:2"]);
    expect((await read()).map((row) => row.title)).toEqual(["One", "Two again", "Three"]);
    expect(loads).toEqual({ ids: 1, records: [[1, 2, 3], [2]] });
  });

  it("reloads the list and every record when the page's key moves; a record gone since the list is left out", async () => {
    const rows = [
      { id: 1, title: "One" },
      { id: 2, title: "Two" },
    ];
    const { loads, read } = page(910_002, rows);
    await read();
    rows.reverse();
    rows[0]!.title = "Two first";
    dropKeys(910_002, ["page:/"]);
    expect((await read()).map((row) => row.title)).toEqual(["Two first", "One"]);
    expect(loads).toEqual({
      ids: 2,
      records: [
        [1, 2],
        [2, 1],
      ],
    });
    rows.pop();
    dropKeys(910_002, ["block:row:1"]);
    expect((await read()).map((row) => row.title)).toEqual(["Two first"]);
  });
});

describe("cachedRead with several keys", () => {
  it("is served while none of its keys moved, and loads again when any one did", async () => {
    let loads = 0;
    const read = () => cachedRead(910_003, "both", async () => ++loads, ["page:/", "block:row:1"]);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    dropKeys(910_003, ["block:row:2"]);
    expect(await read()).toBe(1);
    dropKeys(910_003, ["block:row:1"]);
    expect(await read()).toBe(2);
    dropKeys(910_003, ["page:/"]);
    expect(await read()).toBe(3);
    dropKeys(910_003, ["page:/about"]);
    expect(await read()).toBe(3);
  });
});
