import { describe, expect, it } from "vitest";
import { Lru } from "./lru";

describe("Lru", () => {
  it("evicts the least recently used entries to stay within its byte budget", () => {
    const lru = new Lru<string>(10, (v) => v.length);
    lru.set("a", "aaaa");
    lru.set("b", "bbbb");
    expect(lru.get("a")).toBe("aaaa"); // a is now the most recent
    lru.set("c", "cccc");
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe("aaaa");
    expect(lru.usage).toBe(8);
  });

  it("refuses a value bigger than the whole budget and keeps the others", () => {
    const lru = new Lru<string>(5, (v) => v.length);
    lru.set("a", "aa");
    expect(lru.set("big", "x".repeat(6))).toBe(false);
    expect(lru.get("a")).toBe("aa");
    expect(lru.usage).toBe(2);
  });

  it("deletes matching entries and keeps its accounting", () => {
    const lru = new Lru<number>(100, (v) => v);
    lru.set("1:a", 10);
    lru.set("2:a", 20);
    lru.deleteWhere((_v, key) => key.startsWith("1:"));
    expect(lru.size).toBe(1);
    expect(lru.usage).toBe(20);
  });
});
