import { describe, expect, it } from "vitest";
import { collapseRedirects, locationOf, matchRedirect, normalizeFrom, normalizeTo } from "./rules";

const rules = (...pairs: [string, string][]) => new Map(pairs.map(([from_path, to_path]) => [from_path, { from_path, to_path }]));

describe("redirect rules", () => {
  it("keep one spelling of a site path for 'from', and refuse what is not one", () => {
    expect(normalizeFrom(" /old/ ")).toBe("/old");
    expect(normalizeFrom("/de/alt")).toBe("/de/alt");
    for (const bad of ["old", "https://x.example/a", "//x.example", "/a?b=1", "/a#b", "/api/x", "/_next/x", "/robots.txt", "/a b", "/\\x"])
      expect(normalizeFrom(bad), bad).toBeNull();
  });

  it("take a site path with its query, or an http(s) URL, for 'to'", () => {
    expect(normalizeTo("/new/?a=1")).toBe("/new?a=1");
    expect(normalizeTo("https://example.org/x")).toBe("https://example.org/x");
    for (const bad of ["javascript:alert(1)", "//x.example", "ftp://x.example", "https://u:p@x.example/", "new", "/\\x"])
      expect(normalizeTo(bad), bad).toBeNull();
  });

  it("answer a language's address by the redirect without the prefix, in that language", () => {
    const map = rules(["/old", "/new"], ["/de/alt", "/de/neu"], ["/home-old", "/"]);
    expect(matchRedirect(map, "/old")?.to).toBe("/new");
    expect(matchRedirect(map, "/de/old")?.to).toBe("/de/new");
    expect(matchRedirect(map, "/de/alt")?.to).toBe("/de/neu");
    expect(matchRedirect(map, "/fr/home-old")?.to).toBe("/fr");
    expect(matchRedirect(map, "/alt")).toBeNull();
  });

  it("carry the visitor's query unless the target has its own", () => {
    expect(locationOf("/new", "?utm=1")).toBe("/new?utm=1");
    expect(locationOf("/new#top", "?utm=1")).toBe("/new?utm=1#top");
    expect(locationOf("/new?a=1", "?utm=1")).toBe("/new?a=1");
  });

  it("collapse chains and refuse loops", () => {
    expect(collapseRedirects([...rules(["/a", "/b"], ["/b", "/c"])].map(([, r]) => r))).toEqual({
      ok: true,
      rules: [
        { from_path: "/a", to_path: "/c" },
        { from_path: "/b", to_path: "/c" },
      ],
    });
    expect(collapseRedirects([{ from_path: "/a", to_path: "/a?x=1" }])).toEqual({ ok: false, index: 0, chain: ["/a", "/a"] });
    expect(collapseRedirects([...rules(["/a", "/b"], ["/b", "/c"], ["/c", "/a"])].map(([, r]) => r))).toMatchObject({ ok: false, index: 0 });
    expect(collapseRedirects([{ from_path: "/a", to_path: "/de/a" }])).toMatchObject({ ok: false, index: 0 });
    expect(collapseRedirects([{ from_path: "/a", to_path: "https://example.org/a" }])).toMatchObject({ ok: true });
  });
});
