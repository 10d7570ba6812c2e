import { describe, expect, it } from "vitest";
import { DB_ID_MESSAGE, dbId } from "./index";

describe("dbId", () => {
  it("accepts ids that fit an int4 column", () => {
    for (const id of [1, 42, 2147483647]) expect(dbId.parse(id)).toBe(id);
  });

  it("refuses anything else with one clear message", () => {
    for (const id of [0, -1, 1.5, 2147483648, 1e20, Number.NaN, Infinity, "1", null, undefined]) {
      const result = dbId.safeParse(id);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DB_ID_MESSAGE);
    }
  });
});
