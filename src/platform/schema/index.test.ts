import { describe, expect, it } from "vitest";
import { DB_ID_MESSAGE, dbId, isSitePath, urlPageSchema } from "./index";

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

describe("isSitePath and urlPageSchema (issue 36, item 20)", () => {
  it("take a path of the site, never one a browser reads as another host", () => {
    for (const path of ["/", "/offers", "/es/about", "/a/b?x=1#top"]) expect(isSitePath(path), path).toBe(true);
    for (const path of [
      "/\\evil.example",
      "//evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/offers\\..\\x",
      "offers",
      "https://evil.example",
    ]) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
      expect(urlPageSchema.safeParse(path).success, JSON.stringify(path)).toBe(false);
    }
  });
});
