import { describe, expect, it } from "vitest";
import { canRedo, canUndo, current, hasOwnTextUndo, HISTORY_LIMIT, record, redo, seal, startHistory, undo, undoAction } from "./undo-history";

const key = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("the undo history", () => {
  it("undoes and redoes changes one step at a time", () => {
    let h = startHistory({ width: 400 });
    h = record(h, { width: 420 });
    h = record(h, { width: 440 });
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(current(h)).toEqual({ width: 420 });
    h = undo(h);
    expect(current(h)).toEqual({ width: 400 });
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(current(h)).toEqual({ width: 440 });
    expect(canRedo(h)).toBe(false);
  });

  it("makes one step of a gesture: changes of one group replace the newest entry", () => {
    let h = startHistory(400);
    for (const width of [410, 420, 430]) h = record(h, width, { group: "drag-1" });
    expect(h.entries).toEqual([400, 430]);
    h = undo(h);
    expect(current(h)).toBe(400);
  });

  it("starts a new step after seal, another group, or an undo", () => {
    let h = startHistory(0);
    h = record(h, 1, { group: "a" });
    h = record(seal(h), 2, { group: "a" });
    h = record(h, 3, { group: "b" });
    expect(h.entries).toEqual([0, 1, 2, 3]);
    h = undo(h);
    h = record(h, 9, { group: "b" });
    expect(h.entries).toEqual([0, 1, 2, 9]);
  });

  it("never replaces the starting state, even for a grouped first change", () => {
    let h = startHistory("start");
    h = record(h, "typed", { group: "title" });
    expect(h.entries).toEqual(["start", "typed"]);
  });

  it("drops the redo steps when a change follows an undo", () => {
    let h = startHistory(1);
    h = record(record(h, 2), 3);
    h = record(undo(undo(h)), 5);
    expect(h.entries).toEqual([1, 5]);
    expect(canRedo(h)).toBe(false);
  });

  it("ignores a change equal to the current state", () => {
    const h = startHistory({ a: 1 });
    const same = (x: { a: number }, y: { a: number }) => x.a === y.a;
    expect(record(h, { a: 1 }, { equal: same })).toBe(h);
  });

  it(`keeps at most ${HISTORY_LIMIT} states`, () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = record(h, i);
    expect(h.entries).toHaveLength(HISTORY_LIMIT);
    expect(current(h)).toBe(HISTORY_LIMIT + 20);
    expect(h.entries[0]).toBe(21);
  });
});

describe("the undo keys", () => {
  it("reads Ctrl/Cmd+Z as undo, with Shift or Ctrl+Y as redo", () => {
    expect(undoAction(key("z", { ctrlKey: true }))).toBe("undo");
    expect(undoAction(key("z", { metaKey: true }))).toBe("undo");
    expect(undoAction(key("Z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(undoAction(key("z", { metaKey: true, shiftKey: true }))).toBe("redo");
    expect(undoAction(key("y", { ctrlKey: true }))).toBe("redo");
  });

  it("leaves other keys alone", () => {
    expect(undoAction(key("z"))).toBeNull();
    expect(undoAction(key("z", { ctrlKey: true, altKey: true }))).toBeNull();
    expect(undoAction(key("x", { ctrlKey: true }))).toBeNull();
    expect(undoAction(key("y", { metaKey: true }))).toBeNull();
  });

  it("lets text fields keep their own undo", () => {
    expect(hasOwnTextUndo({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(hasOwnTextUndo({ tagName: "INPUT", type: "" })).toBe(true);
    expect(hasOwnTextUndo({ tagName: "TEXTAREA" })).toBe(true);
    expect(hasOwnTextUndo({ tagName: "DIV", isContentEditable: true })).toBe(true);
    expect(hasOwnTextUndo({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(hasOwnTextUndo({ tagName: "INPUT", type: "range" })).toBe(false);
    expect(hasOwnTextUndo({ tagName: "INPUT", type: "text", readOnly: true })).toBe(false);
    expect(hasOwnTextUndo({ tagName: "BUTTON" })).toBe(false);
    expect(hasOwnTextUndo({ tagName: "DIV" })).toBe(false);
    expect(hasOwnTextUndo(null)).toBe(false);
  });
});
