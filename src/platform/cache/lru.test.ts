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

  it("counts the entries its budget pushed out, not those deleted or cleared", () => {
    const lru = new Lru<number>(3);
    for (const key of ["a", "b", "c", "d", "e"]) lru.set(key, 1);
    expect(lru.evictions).toBe(2);
    expect(lru.size).toBe(3);
    lru.set("e", 2); // replacing a key evicts nothing
    lru.delete("d");
    lru.deleteWhere((_v, key) => key === "c");
    lru.clear();
    expect(lru.evictions).toBe(2);
    expect(lru.set("f", 1)).toBe(true);
    expect(lru.evictions).toBe(2);
  });
});
