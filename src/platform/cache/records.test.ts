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

describe("a record saved in its place", () => {
  it("loads again with the save, before the page asks: the next read finds it and loads nothing", async () => {
    const rows = [
      { id: 1, title: "One" },
      { id: 2, title: "Two" },
    ];
    const { loads, read } = page(910_004, rows);
    await read();
    rows[0]!.title = "One again";
    dropKeys(910_004, ["block:row:1"]);
    expect(loads).toEqual({ ids: 1, records: [[1, 2], [1]] });
    expect((await read()).map((row) => row.title)).toEqual(["One again", "Two"]);
    expect(loads).toEqual({ ids: 1, records: [[1, 2], [1]] });
  });

  it("is not kept from a load that a later save overlapped, even when that load ends last", async () => {
    let title = "One";
    const pending: ((rows: Row[]) => void)[] = [];
    let gated = false;
    const read = () =>
      cachedPageRecords<Row>(910_005, {
        name: "rows /",
        pageKey: "page:/",
        recordKey: (id) => `block:row:${id}`,
        ids: async () => [1],
        // Once gated, each load answers when the test says, with the title as it was when the load began.
        records: (ids) => {
          const rows = ids.map((id) => ({ id, title }));
          return gated ? new Promise<Row[]>((resolve) => pending.push(() => resolve(rows))) : Promise.resolve(rows);
        },
      });
    await read();
    gated = true;
    title = "Saved once";
    dropKeys(910_005, ["block:row:1"]);
    title = "Saved twice";
    dropKeys(910_005, ["block:row:1"]);
    expect(pending).toHaveLength(2);
    pending[1]!([]);
    await Promise.resolve();
    pending[0]!([]); // the older load ends last
    gated = false;
    expect((await read()).map((row) => row.title)).toEqual(["Saved twice"]);
  });

  it("is not loaded ahead when the save names its page (a move, a new block): the page's next read loads the list and every record together", async () => {
    const rows = [{ id: 1, title: "One" }];
    const { loads, read } = page(910_006, rows);
    await read();
    dropKeys(910_006, ["page:/"]);
    expect(loads).toEqual({ ids: 1, records: [[1]] });
    await read();
    expect(loads).toEqual({ ids: 2, records: [[1], [1]] });
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
