import { describe, expect, it } from "vitest";
import * as z from "zod";
import { canonical, differingLabels, describeKeys, readable, restorable } from "./describe";

describe("revision descriptions", () => {
  it("compares states by content, whatever the key order (jsonb keeps none)", () => {
    expect(canonical({ b: 1, a: { d: [1, 2], c: null } })).toBe(canonical({ a: { c: null, d: [1, 2] }, b: 1 }));
    expect(canonical({ a: 1 })).not.toBe(canonical({ a: 2 }));
  });

  it("reads values as a person does: Yes/No, (empty), lines, objects by key", () => {
    expect(readable(true)).toBe("Yes");
    expect(readable("")).toBe("(empty)");
    expect(readable(["Fast", "Cheap"])).toBe("Fast\nCheap");
    expect(readable({ color: "white", background: "slate-900" })).toBe("Background: slate-900\nColor: white");
  });

  it("labels the fields and names the ones that differ", () => {
    const before = describeKeys({ section_title: "A", grid_columns: 3 }, ["section_title", "grid_columns"], { section_title: "Section title" });
    const after = describeKeys({ section_title: "B", grid_columns: 3 }, ["section_title", "grid_columns"], { section_title: "Section title" });
    expect(before).toEqual({ "Section title": "A", "Grid columns": "3" });
    expect(differingLabels(before, after)).toEqual(["Section title"]);
  });

  it("restores only what today's rules accept", () => {
    const shape = { title: z.string().min(1).optional(), count: z.number().int().optional(), image: z.string().nullable().optional() };
    expect(restorable(shape, { title: "", count: 2, image: null, gone: "x" })).toEqual({ count: 2, image: null });
  });
});
