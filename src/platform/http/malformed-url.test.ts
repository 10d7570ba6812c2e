import { describe, expect, it } from "vitest";
import { hasMalformedPath } from "./malformed-url";

describe("hasMalformedPath", () => {
  it("finds broken percent-encoding in the path", () => {
    for (const url of ["/%E0", "/es/%C0", "/api/metrics/%E0%A4%A", "/%", "/a%zz"]) expect(hasMalformedPath(url)).toBe(true);
  });
  it("accepts plain and well-encoded paths, and ignores the query", () => {
    for (const url of ["/", "/about", "/%C3%A9t%C3%A9", "/a%20b", "/x?q=%E0"]) expect(hasMalformedPath(url)).toBe(false);
  });
});
