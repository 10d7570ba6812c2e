import { describe, expect, it } from "vitest";
import { nextSize } from "./rules";

describe("the help widget's size toggle (spec/visitor.md §4)", () => {
  it("cycles initial, half, fullscreen, initial on wide screens", () => {
    expect([nextSize("initial", false), nextSize("half", false), nextSize("fullscreen", false)]).toEqual(["half", "fullscreen", "initial"]);
  });

  it("cycles half and fullscreen on screens up to 640 px wide", () => {
    expect([nextSize("half", true), nextSize("fullscreen", true), nextSize("initial", true)]).toEqual(["fullscreen", "half", "fullscreen"]);
  });
});
