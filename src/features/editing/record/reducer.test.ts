import { describe, expect, it } from "vitest";
import { isDirty, recordReducer, saveRequest, stagedOf, startRecord, undoable, type RecordState } from "./reducer";

/** A small form: a title and a colour, as an editor stages them. */
type Form = { title: string; color: string };
const equal = (a: Form, b: Form) => a.title === b.title && a.color === b.color;
/** The fields the user changed (against oldBase) win over `onto`. */
const rebase = (oldBase: Form, mine: Form, onto: Form): Form => ({
  title: mine.title !== oldBase.title ? mine.title : onto.title,
  color: mine.color !== oldBase.color ? mine.color : onto.color,
});
const reduce = recordReducer<Form>({ equal, rebase });
const stored: Form = { title: "Pricing", color: "white" };
const changes = (base: Form, staged: Form) => Object.fromEntries(Object.entries(staged).filter(([key, value]) => base[key as keyof Form] !== value));
const plan = (isNew: boolean) => ({ isNew, createBody: (staged: Form) => ({ ...staged }), changes });

/** A record at version 3 whose title the user changed to `title`. */
function edited(title = "Plans"): RecordState<Form> {
  return reduce(startRecord(stored, 3), { type: "change", update: (f) => ({ ...f, title }) });
}

describe("the record reducer", () => {
  it("starts clean: the form is the loaded record, nothing to undo, no conflict, not busy", () => {
    const state = startRecord(stored, 3);
    expect(stagedOf(state)).toEqual(stored);
    expect(state.version).toBe(3);
    expect(isDirty(state, { equal })).toBe(false);
    expect(undoable(state)).toEqual({ canUndo: false, canRedo: false });
    expect(state.conflict).toBeNull();
    expect(state.busy).toBeNull();
  });

  describe("change", () => {
    it("stages the change over the form, keeps the base, and makes it dirty", () => {
      const state = edited();
      expect(stagedOf(state)).toEqual({ title: "Plans", color: "white" });
      expect(state.base).toBe(stored);
      expect(isDirty(state, { equal })).toBe(true);
      expect(undoable(state).canUndo).toBe(true);
    });

    it("makes one undo step of changes in one group, and records nothing for an equal form", () => {
      let state = startRecord(stored, 1);
      for (const title of ["P", "Pl", "Pla"]) state = reduce(state, { type: "change", update: (f) => ({ ...f, title }), group: "title" });
      expect(state.history.entries.map((f) => f.title)).toEqual(["Pricing", "Pla"]);
      expect(reduce(state, { type: "change", update: (f) => ({ ...f }) })).toBe(state);
    });
  });

  describe("seal", () => {
    it("ends the group: the next change of the same group is a step of its own", () => {
      let state = reduce(startRecord(stored), { type: "change", update: (f) => ({ ...f, title: "A" }), group: "title" });
      state = reduce(state, { type: "seal" });
      state = reduce(state, { type: "change", update: (f) => ({ ...f, title: "AB" }), group: "title" });
      expect(state.history.entries.map((f) => f.title)).toEqual(["Pricing", "A", "AB"]);
    });
  });

  describe("undo", () => {
    it("goes back one step, and back to clean at the first", () => {
      const state = reduce(edited(), { type: "undo" });
      expect(stagedOf(state)).toEqual(stored);
      expect(isDirty(state, { equal })).toBe(false);
      expect(undoable(state)).toEqual({ canUndo: false, canRedo: true });
      expect(reduce(state, { type: "undo" })).toBe(state);
    });
  });

  describe("redo", () => {
    it("goes forward again after an undo, and does nothing at the newest step", () => {
      const state = reduce(reduce(edited(), { type: "undo" }), { type: "redo" });
      expect(stagedOf(state).title).toBe("Plans");
      expect(reduce(state, { type: "redo" })).toBe(state);
    });
  });

  describe("save", () => {
    it("marks a save under way, once (a second Save while busy changes nothing)", () => {
      const state = reduce(edited(), { type: "save" });
      expect(state.busy).toBe("saving");
      expect(reduce(state, { type: "save" })).toBe(state);
      expect(reduce(state, { type: "delete" })).toBe(state);
    });
  });

  describe("saved", () => {
    it("takes the stored answer as the new base and version, clean, with a history of its own", () => {
      const state = reduce(reduce(edited(), { type: "save" }), { type: "saved", base: { title: "Plans", color: "white" }, version: 4 });
      expect(state.base).toEqual({ title: "Plans", color: "white" });
      expect(state.version).toBe(4);
      expect(state.busy).toBeNull();
      expect(isDirty(state, { equal })).toBe(false);
      expect(undoable(state).canUndo).toBe(false);
    });

    it("keeps what the user changed while the save was under way, over the saved record, to be saved next", () => {
      const saving = reduce(edited(), { type: "save" });
      const meanwhile = reduce(saving, { type: "change", update: (f) => ({ ...f, color: "navy" }) });
      // The server's answer (its normalized title) is the base; the colour changed after the save was sent stays.
      const state = reduce(meanwhile, { type: "saved", base: { title: "Plans.", color: "white" }, version: 4 });
      expect(state.base).toEqual({ title: "Plans.", color: "white" });
      expect(stagedOf(state)).toEqual({ title: "Plans.", color: "navy" });
      expect(state.version).toBe(4);
      expect(state.busy).toBeNull();
      expect(isDirty(state, { equal })).toBe(true);
      // Undo takes the later change back to the saved record.
      expect(undoable(state).canUndo).toBe(true);
      expect(saveRequest(state, plan(false))).toEqual({ kind: "update", body: { color: "navy" }, version: 4 });
    });
  });

  describe("failed", () => {
    it("ends the busy state and keeps the form to retry", () => {
      const state = reduce(reduce(edited(), { type: "save" }), { type: "failed" });
      expect(state.busy).toBeNull();
      expect(stagedOf(state).title).toBe("Plans");
      expect(isDirty(state, { equal })).toBe(true);
      const idle = edited();
      expect(reduce(idle, { type: "failed" })).toBe(idle);
    });
  });

  describe("conflict", () => {
    it("loads the current record as base and form at its version, and keeps the user's form aside", () => {
      const current: Form = { title: "Pricing", color: "navy" };
      const state = reduce(reduce(edited(), { type: "save" }), { type: "conflict", base: current, version: 5 });
      expect(state.base).toBe(current);
      expect(stagedOf(state)).toEqual(current);
      expect(state.version).toBe(5);
      expect(state.busy).toBeNull();
      expect(state.conflict).toEqual({ mine: { title: "Plans", color: "white" }, oldBase: stored });
      expect(undoable(state).canUndo).toBe(false);
    });
  });

  describe("theirs (another member saved, issue 43 §4)", () => {
    const theirs: Form = { title: "Pricing", color: "navy" };
    it("takes their version as it is when the form has no changes", () => {
      const state = reduce(startRecord(stored, 3), { type: "theirs", base: theirs, version: 4 });
      expect(stagedOf(state)).toEqual(theirs);
      expect(state.version).toBe(4);
      expect(state.conflict).toBeNull();
    });

    it("gives a form with changes the conflict view: theirs loaded, mine kept aside to reapply", () => {
      let state = reduce(edited("Plans"), { type: "theirs", base: theirs, version: 4 });
      expect(stagedOf(state)).toEqual(theirs);
      expect(state.conflict).toEqual({ mine: { title: "Plans", color: "white" }, oldBase: stored });
      state = reduce(state, { type: "reapply" });
      expect(stagedOf(state)).toEqual({ title: "Plans", color: "navy" });
    });

    it("keeps changes a conflict set aside when another save arrives before they are reapplied", () => {
      let state = reduce(edited("Plans"), { type: "theirs", base: theirs, version: 4 });
      const again: Form = { title: "Pricing", color: "black" };
      state = reduce(state, { type: "theirs", base: again, version: 5 });
      expect(stagedOf(state)).toEqual(again);
      expect(state.version).toBe(5);
      expect(state.conflict?.mine.title).toBe("Plans");
      expect(stagedOf(reduce(state, { type: "reapply" }))).toEqual({ title: "Plans", color: "black" });
    });
  });

  describe("reapply", () => {
    it("applies the user's changes over the current record, as one undo step, and clears the note", () => {
      const conflicted = reduce(edited(), { type: "conflict", base: { title: "Pricing", color: "navy" }, version: 5 });
      const state = reduce(conflicted, { type: "reapply" });
      // Their colour, my title.
      expect(stagedOf(state)).toEqual({ title: "Plans", color: "navy" });
      expect(state.conflict).toBeNull();
      expect(state.version).toBe(5);
      expect(stagedOf(reduce(state, { type: "undo" }))).toEqual({ title: "Pricing", color: "navy" });
    });

    it("keeps what the user changed after the 409, and does nothing without a conflict", () => {
      let state = reduce(edited(), { type: "conflict", base: { title: "Pricing", color: "navy" }, version: 5 });
      state = reduce(state, { type: "change", update: (f) => ({ ...f, color: "teal" }) });
      expect(stagedOf(reduce(state, { type: "reapply" }))).toEqual({ title: "Plans", color: "teal" });
      const plain = edited();
      expect(reduce(plain, { type: "reapply" })).toBe(plain);
    });
  });

  describe("dismiss", () => {
    it("drops the changes kept aside and leaves the current record in the form", () => {
      const state = reduce(reduce(edited(), { type: "conflict", base: { title: "Pricing", color: "navy" }, version: 5 }), { type: "dismiss" });
      expect(state.conflict).toBeNull();
      expect(stagedOf(state)).toEqual({ title: "Pricing", color: "navy" });
      expect(isDirty(state, { equal })).toBe(false);
    });
  });

  describe("delete", () => {
    it("marks a delete under way, once", () => {
      const state = reduce(startRecord(stored, 3), { type: "delete" });
      expect(state.busy).toBe("deleting");
      expect(reduce(state, { type: "save" })).toBe(state);
      expect(reduce(state, { type: "failed" }).busy).toBeNull();
    });
  });

  describe("deleted", () => {
    it("ends the delete's busy state", () => {
      const state = reduce(reduce(startRecord(stored, 3), { type: "delete" }), { type: "deleted" });
      expect(state.busy).toBeNull();
    });
  });

  describe("refreshed (the same record read again)", () => {
    it("takes the fresh record as base and form when the user changed nothing", () => {
      const fresh: Form = { title: "Prices", color: "white" };
      const state = reduce(startRecord(stored, 3), { type: "refreshed", base: fresh, version: 4 });
      expect(state).toEqual({ ...startRecord(fresh, 4), sent: undefined });
    });

    it("keeps what the user changed over it, and a save under way stays under way", () => {
      const saving = reduce(edited(), { type: "save" });
      // The save's own reload (the saved title) arrives, then the user changes the colour, then the save ends.
      const reloaded = reduce(saving, { type: "refreshed", base: { title: "Plans", color: "white" }, version: 4 });
      expect(reloaded.busy).toBe("saving");
      expect(isDirty(reloaded, { equal })).toBe(false);
      const meanwhile = reduce(reloaded, { type: "change", update: (f) => ({ ...f, color: "navy" }) });
      const state = reduce(meanwhile, { type: "saved", base: { title: "Plans", color: "white" }, version: 4 });
      expect(stagedOf(state)).toEqual({ title: "Plans", color: "navy" });
      expect(isDirty(state, { equal })).toBe(true);
      expect(state.busy).toBeNull();

      // Not saving: the user's title stays over another member's colour.
      const theirs = reduce(edited(), { type: "refreshed", base: { title: "Pricing", color: "navy" }, version: 5 });
      expect(stagedOf(theirs)).toEqual({ title: "Plans", color: "navy" });
      expect(theirs.version).toBe(5);
    });
  });

  describe("load", () => {
    it("replaces base and form with a (re)loaded record and forgets history and conflict", () => {
      const conflicted = reduce(edited(), { type: "conflict", base: { title: "Pricing", color: "navy" }, version: 5 });
      const fresh: Form = { title: "Prices", color: "white" };
      const state = reduce(conflicted, { type: "load", base: fresh, version: 6 });
      expect(state).toEqual(startRecord(fresh, 6));
    });
  });

  describe("rebase", () => {
    it("takes a newer stored version as base and keeps the form and its history", () => {
      const before = edited();
      const state = reduce(before, { type: "rebase", update: (base) => ({ ...base, color: "navy" }), version: 7 });
      expect(state.version).toBe(7);
      expect(state.base).toEqual({ title: "Pricing", color: "navy" });
      expect(state.history).toBe(before.history);
      expect(isDirty(state, { equal })).toBe(true);
    });
  });
});

describe("what Save sends", () => {
  it("sends every field of a new record", () => {
    expect(saveRequest(edited(), plan(true))).toEqual({ kind: "create", body: { title: "Plans", color: "white" } });
  });

  it("sends only the changed fields of a stored record, with the version they were based on", () => {
    expect(saveRequest(edited(), plan(false))).toEqual({ kind: "update", body: { title: "Plans" }, version: 3 });
  });

  it("sends nothing when nothing changed (the editor says 'No changes to save')", () => {
    expect(saveRequest(startRecord(stored, 3), plan(false))).toEqual({ kind: "unchanged" });
    expect(saveRequest(reduce(edited(), { type: "undo" }), plan(false))).toEqual({ kind: "unchanged" });
  });
});
