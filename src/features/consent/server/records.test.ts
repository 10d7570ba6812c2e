import { describe, expect, it } from "vitest";
import { csvCell, parseFilter } from "./records";

describe("the consent records' CSV and filter", () => {
  it("quotes every cell and makes formulas inert with a leading '", () => {
    expect(csvCell("Session")).toBe('"Session"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    for (const start of ["+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(false)).toBe('"false"');
  });

  it("reads from, to and action, refusing what is not a day or an action", () => {
    expect(parseFilter(new URLSearchParams("from=2026-01-31&to=2026-02-28&action=gpc"))).toEqual({ from: "2026-01-31", to: "2026-02-28", action: "gpc" });
    expect(parseFilter(new URLSearchParams(""))).toEqual({ from: null, to: null, action: null });
    for (const bad of ["from=2026-02-30", "to=26-01-01", "from=2026-1-1"])
      expect(() => parseFilter(new URLSearchParams(bad))).toThrow("Dates must be written as yyyy-MM-dd.");
    expect(() => parseFilter(new URLSearchParams("action=maybe"))).toThrow(/The action must be one of/);
  });
});
