import { describe, expect, it } from "vitest";
import { keptMetricsNote } from "./staged-metrics";

describe("keptMetricsNote", () => {
  it("says nothing when no metric was created", () => {
    expect(keptMetricsNote([])).toBeNull();
  });

  it("names one created metric and where it stays", () => {
    expect(keptMetricsNote(["Growth"])).toBe(
      "The metric “Growth” you created is already in your library and stays there, but it is not added to this section. Add it later with Add existing.",
    );
  });

  it("names several in a list", () => {
    expect(keptMetricsNote(["A", "B", "C"])).toBe(
      "The metrics “A”, “B” and “C” you created are already in your library and stay there, but they are not added to this section. Add them later with Add existing.",
    );
  });
});
