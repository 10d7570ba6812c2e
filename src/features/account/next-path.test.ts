import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path";

const ORIGIN = "http://acme.test:3000";
const next = (value: string | null) => safeNextPath(value, ORIGIN, "/home");
/** What `?next=...` gives after URLSearchParams decoding, as the page reads it. */
const fromQuery = (query: string) => next(new URLSearchParams(query).get("next"));

describe("safeNextPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(next("/about")).toBe("/about");
    expect(next("/es/about?tab=2#team")).toBe("/es/about?tab=2#team");
    expect(next("http://acme.test:3000/x")).toBe("/x");
  });

  it("falls back for anything that leaves the site", () => {
    for (const query of [
      "next=/%5Cevil.example/x",
      "next=/%09/evil.example/x",
      "next=//evil.example",
      "next=https://evil.example",
      "next=%2F%2Fevil.example%2Fx",
      "next=javascript:alert(1)",
      "next=http://acme.test:3001/x",
      "next=https://acme.test:3000/x",
      "next=/\\/evil.example",
    ]) {
      expect(fromQuery(query), query).toBe("/home");
    }
  });

  it("falls back when there is no next", () => {
    expect(next(null)).toBe("/home");
    expect(next("")).toBe("/home");
  });
});
