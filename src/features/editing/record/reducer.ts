import { canRedo, canUndo, current, record, redo, seal, startHistory, undo, type History } from "../undo-history";

/**
 * The transitions of one record's edit (issue 19 §6), as a pure reducer: what
 * the record hook (use-record-editor.ts) does, testable without a browser
 * (reducer.test.ts, one test per action).
 *
 * `S` is what the editor stages: the record's editable fields as its form
 * holds them (a section's fields and metric list, a menu's style and order).
 */
export type RecordState<S> = {
  /** The record as loaded or last saved: what the staged form is compared with. */
  base: S;
  /** The version `base` was read at, sent with an update (409 when older); none for a new record. */
  version: number | undefined;
  /** The staged form with its undo steps: `current(history)` is what the user sees. */
  history: History<S>;
  /** After a 409: the user's form and the base it was made on, kept aside to reapply. */
  conflict: { mine: S; oldBase: S } | null;
  /** A save or a delete under way (the frame's busy state). */
  busy: "saving" | "deleting" | null;
  /** The form as the save under way sent it: what the user changes meanwhile is kept over the saved record. */
  sent?: S;
};

export type RecordAction<S> =
  /** The user changed the form. Changes of one `group` in a row are one undo step (typing in one field, one drag). */
  | { type: "change"; update: (staged: S) => S; group?: string }
  /** Ends the current group: the next change is a step of its own. */
  | { type: "seal" }
  | { type: "undo" }
  | { type: "redo" }
  /** A save was sent. */
  | { type: "save" }
  /**
   * The save was stored: its answer is the new base, and the form starts a history of its own.
   * Changes the user made while it was under way stay, over the saved record (dirty, to be saved).
   */
  | { type: "saved"; base: S; version: number | undefined }
  /** A save or a delete failed (or was refused): the form stays as it is, to retry. */
  | { type: "failed" }
  /** 409 with the current record: it becomes the base and the form; the user's form waits to be reapplied. */
  | { type: "conflict"; base: S; version: number | undefined }
  /**
   * Another member saved the record (the live stream, issue 43 §4): their version becomes
   * the base. A form with changes gets the 409's conflict view; one without takes it as
   * it is, keeping changes a conflict set aside before (they still wait to be reapplied).
   */
  | { type: "theirs"; base: S; version: number | undefined }
  /** The user's changes kept aside by a 409, applied over what the form has now. */
  | { type: "reapply" }
  /** The changes kept aside by a 409 are dropped. */
  | { type: "dismiss" }
  /** A delete was sent. */
  | { type: "delete" }
  /** The record is gone: nothing is under way (the editor closes). */
  | { type: "deleted" }
  /** The record was (re)loaded: base and form become it; history and any conflict are forgotten. */
  | { type: "load"; base: S; version: number | undefined }
  /**
   * The same record read again (a refetch, a save's own reload): it becomes the base; what the user
   * changed against the old base stays over it, and a save under way stays under way.
   */
  | { type: "refreshed"; base: S; version: number | undefined }
  /** The stored record moved on without the user (e.g. a metric deleted from the library): new base and version, the form stays. */
  | { type: "rebase"; update: (base: S) => S; version: number | undefined };

/** What the reducer needs to know about `S`. */
export type RecordRules<S> = {
  /** Two forms that are the same change nothing (no undo step, not dirty). */
  equal: (a: S, b: S) => boolean;
  /** The user's changes (`mine` against `oldBase`) applied over another form. */
  rebase: (oldBase: S, mine: S, onto: S) => S;
};

export function startRecord<S>(base: S, version?: number): RecordState<S> {
  return { base, version, history: startHistory(base), conflict: null, busy: null };
}

/** The form as the user has it. */
export const stagedOf = <S>(state: RecordState<S>): S => current(state.history);

export const isDirty = <S>(state: RecordState<S>, rules: Pick<RecordRules<S>, "equal">): boolean => !rules.equal(state.base, stagedOf(state));

export const undoable = <S>(state: RecordState<S>) => ({ canUndo: canUndo(state.history), canRedo: canRedo(state.history) });

export function recordReducer<S>(rules: RecordRules<S>) {
  return function reduce(state: RecordState<S>, action: RecordAction<S>): RecordState<S> {
    switch (action.type) {
      case "change": {
        const history = record(state.history, action.update(stagedOf(state)), { group: action.group, equal: rules.equal });
        return history === state.history ? state : { ...state, history };
      }
      case "seal":
        return withHistory(state, seal(state.history));
      case "undo":
        return withHistory(state, undo(state.history));
      case "redo":
        return withHistory(state, redo(state.history));
      case "save":
        return state.busy ? state : { ...state, busy: "saving", sent: stagedOf(state) };
      case "saved": {
        const saved = startRecord(action.base, action.version);
        const { sent } = state;
        if (sent === undefined || rules.equal(sent, stagedOf(state))) return saved;
        return withHistory(saved, record(saved.history, rules.rebase(sent, stagedOf(state), action.base), { equal: rules.equal }));
      }
      case "failed":
        return state.busy === null ? state : { ...state, busy: null, sent: undefined };
      case "conflict":
        return { ...startRecord(action.base, action.version), conflict: { mine: stagedOf(state), oldBase: state.base } };
      case "theirs":
        if (isDirty(state, rules)) return reduce(state, { type: "conflict", base: action.base, version: action.version });
        return { ...startRecord(action.base, action.version), conflict: state.conflict };
      case "reapply": {
        if (!state.conflict) return state;
        const { mine, oldBase } = state.conflict;
        const history = record(seal(state.history), rules.rebase(oldBase, mine, stagedOf(state)), { equal: rules.equal });
        return { ...state, history, conflict: null };
      }
      case "dismiss":
        return state.conflict === null ? state : { ...state, conflict: null };
      case "delete":
        return state.busy ? state : { ...state, busy: "deleting" };
      case "deleted":
        return { ...state, busy: null };
      case "load":
        return startRecord(action.base, action.version);
      case "refreshed": {
        const refreshed: RecordState<S> = { ...startRecord(action.base, action.version), busy: state.busy, sent: state.sent };
        if (!isDirty(state, rules)) return refreshed;
        return withHistory(refreshed, record(refreshed.history, rules.rebase(state.base, stagedOf(state), action.base), { equal: rules.equal }));
      }
      case "rebase":
        return { ...state, base: action.update(state.base), version: action.version };
    }
  };
}

const withHistory = <S>(state: RecordState<S>, history: History<S>) => (history === state.history ? state : { ...state, history });

/**
 * What Save sends: every field of a new record, only the changed ones of a stored record, or nothing ("No changes to save").
 * `C` and `U` are the create and update bodies (the feature schema's input types).
 */
export type SaveRequest<C = Record<string, unknown>, U extends object = Record<string, unknown>> =
  { kind: "create"; body: C } | { kind: "update"; body: U; version: number | undefined } | { kind: "unchanged" };

export function saveRequest<S, C = Record<string, unknown>, U extends object = Record<string, unknown>>(
  state: RecordState<S>,
  plan: { isNew: boolean; createBody: (staged: S) => C; changes: (base: S, staged: S) => U },
): SaveRequest<C, U> {
  const staged = stagedOf(state);
  if (plan.isNew) return { kind: "create", body: plan.createBody(staged) };
  const body = plan.changes(state.base, staged);
  return Object.keys(body).length === 0 ? { kind: "unchanged" } : { kind: "update", body, version: state.version };
}
