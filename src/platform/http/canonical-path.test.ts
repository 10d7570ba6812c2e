import { describe, expect, it } from "vitest";
import { canonicalTarget } from "./canonical-path";

describe("canonicalTarget", () => {
  it("resolves dot segments, encoded dots and backslashes as Next's URL parsing does", () => {
    for (const [url, canonical] of [
      ["/./account", "/account"],
      ["/a/../account", "/account"],
      ["/%2e/account", "/account"],
      ["/%2E%2E/account", "/account"],
      ["/.%2e/es/account", "/es/account"],
      ["/x/%2e%2e/%2e%2e/account?next=/a", "/account?next=/a"],
      ["/.\\account", "/account"],
      ["//account", "/account"],
      ["/%61ccount", "/account"],
      ["/a/..", "/"],
      ["/..", "/"],
      ["http://acme.test/account", "/account"],
      ["HTTPS://acme.test", "/"],
    ]) {
      expect(canonicalTarget(url!)).toBe(canonical);
    }
  });

  it("leaves canonical paths and their queries as they are", () => {
    for (const url of ["/", "/account", "/es/about/", "/blog/caf%C3%A9", "/a%20b", "/about?x=/./y&z=%2e%2e", "/v1.2/file.name"]) {
      expect(canonicalTarget(url)).toBe(url);
    }
  });

  it("refuses percent-encoded slashes and targets that are not paths", () => {
    for (const url of ["/%2Faccount", "/%2faccount", "/a%5Caccount", "/x/%2F%2E%2E%2Faccount", "*", "account", "ftp://acme.test/x"]) {
      expect(canonicalTarget(url)).toBeNull();
    }
  });

  it("never gives a location another host could be read from", () => {
    for (const url of ["//evil.example/x", "/\\evil.example/x", "/.//evil.example", "/%2e%2e//evil.example", "http://acme.test//evil.example"]) {
      expect(canonicalTarget(url)!.startsWith("//")).toBe(false);
    }
  });
});
