"use client";

import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiError } from "@/platform/http/client";
import { useSessionRecovery } from "@/platform/session";
import type { EditorResult } from "../types";
import { hasOwnTextUndo } from "../undo-history";
import { useUndoKeys } from "../use-undo-keys";
import { useUnsavedChangesPrompt } from "../use-unsaved-changes-prompt";
import { useLiveRecord } from "./use-live-record";
import { isDirty, recordReducer, saveRequest, stagedOf, startRecord, undoable, type RecordAction, type RecordRules } from "./reducer";

/** What a save or a delete did, as the editing shell hears it when the editor closes. */
export type RecordOutcome = NonNullable<EditorResult>;

export const NO_CHANGES = "No changes to save";

/**
 * A record the editor may create: the body of a create (every field; `C`, the
 * feature schema's input type) and the call that sends it. An editor of stored
 * records only (menus, Global Settings) has neither.
 */
type CreateOptions<S, R, C> = { createBody: (staged: S) => C; create: (body: C) => Promise<R> } | { createBody?: never; create?: never };

/**
 * `S`: what the editor stages; `R`: the record the API answers; `C` and `U`: the
 * bodies of a create and an update, as the feature's schema takes them.
 */
export type RecordEditorOptions<S, R, C = Record<string, unknown>, U extends object = Record<string, unknown>> = RecordRules<S> &
  CreateOptions<S, R, C> & {
    /** The editor's registered type ("template_section"): named in what it reports to the shell. */
    type: string;
    /**
     * The record as loaded; null for a new one (or, for an editor that loads it
     * itself, while it loads). A different record object (a refetch) is loaded
     * into the form afresh.
     */
    record: R | null;
    /** The form of a record (of null: a new record's defaults). */
    toStaged: (record: R | null) => S;
    /** Default: the record's `version` and `id`. */
    versionOf?: (record: R) => number | undefined;
    idOf?: (record: R) => number;
    /** The body of an update: only what differs from `base`; empty means "No changes to save". */
    changes: (base: S, staged: S) => U;
    /** Runs before anything is sent; false blocks the save (the editor shows why). */
    validate?: (staged: S) => boolean;
    update: (request: { body: U; version: number | undefined; staged: S; base: S }) => Promise<R>;
    remove?: () => Promise<unknown>;
    /** The success toasts, and the default when a failure has no message. */
    messages: { created?: string; updated: string; deleted?: string; saveFailed?: string };
    /**
     * A failed save, after sign-in was offered for a 401 and before the 409 review:
     * what the editor shows beyond the toast (a field's message, a banner).
     */
    onSaveError?: (error: unknown) => void;
    onDeleteError?: (error: unknown) => void;
    /** false: the editor shows failures itself (a banner), no toast. */
    toastErrors?: boolean;
    /**
     * A 401: "recover" offers sign-in over the editor and keeps the form (issue 9);
     * "report" leaves it to onSaveError (the header, footer and Global Settings
     * editors, whose spec has its own words for it).
     */
    session?: "recover" | "report";
    /** After a 409: the current record is in the form; anything else the editor keeps of it. */
    onConflict?: (current: R) => void;
    /** Tells the rest of the page (spec/editors.md §7 events), before the editor closes. */
    announce?: (outcome: RecordOutcome) => void;
    /**
     * After a stored save: by default the editor closes and reports what it did.
     * An editor that stays open (Global Settings) takes the saved record here instead.
     */
    onSaved?: (record: R, outcome: RecordOutcome) => void;
    /** Closes the editor: with what was saved or deleted, or nothing ("No changes to save"). */
    onClose: (result?: EditorResult) => void;
    /**
     * Presence (issue 43 §4) for a stored record: its API address (what identifies it to
     * the other editors and in the live stream's saves) and how to read it again. The
     * editor then shows who else has it open, and another member's save at once: loaded
     * when the form has no changes, else the 409's conflict view.
     */
    live?: {
      path: string;
      reload: () => Promise<R>;
      /** Their version is in the form now (as the base, or the conflict view's): anything else the editor keeps of the record (what it saves against). */
      loaded?: (current: R) => void;
    };
  };

/**
 * Typing in one text field is one undo step, whoever calls `set`: a change made
 * while a text field has focus joins that field's group (the field keeps its
 * own text undo while focused; the form's history takes over once it is left).
 */
const fieldGroups = new WeakMap<Element, string>();
let fieldCount = 0;
function typingGroup(): string | undefined {
  const field = typeof document === "undefined" ? null : document.activeElement;
  if (!(field instanceof HTMLElement) || !hasOwnTextUndo(field)) return undefined;
  if (!fieldGroups.has(field)) fieldGroups.set(field, `field-${++fieldCount}`);
  return fieldGroups.get(field);
}

const defaultVersion = (record: unknown) => (record as { version?: number }).version;
const defaultId = (record: unknown) => (record as { id: number }).id;
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The record a 409 answered with (the server's `current`). */
function conflictRecord<R>(error: unknown): R | undefined {
  return error instanceof ApiError && error.status === 409 ? (error.body?.current as R | undefined) : undefined;
}

/**
 * One record's edit (issue 19 §6): the base it was loaded at and its version,
 * the staged form with undo (Ctrl/Cmd+Z in the editor's dialog), create or
 * update with only the changed fields, "No changes to save", a 409 that loads
 * the current record and keeps the user's changes aside, sign-in over the editor
 * when the session ended, the busy state and the toasts, and the question before
 * a reload while there are unsaved changes. Its transitions are ./reducer.ts.
 *
 * `attachFrame` goes on the editor's body (EditorFrame puts it there): the undo keys belong to that dialog.
 */
export function useRecordEditor<S, R, C = Record<string, unknown>, U extends object = Record<string, unknown>>(options: RecordEditorOptions<S, R, C, U>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // This render's rules, so a form compared against live data (the menu's items) stays right.
  const reducer = recordReducer<S>({ equal: options.equal, rebase: options.rebase });
  const start = (record: R | null) => startRecord(options.toStaged(record), record ? (options.versionOf ?? defaultVersion)(record) : undefined);
  const [reduced, dispatch] = useReducer(reducer, options.record, start);
  const recover = useSessionRecovery();
  const [frame, attachFrame] = useState<HTMLDivElement | null>(null);

  // A new record object replaces the form: another record, or none, starts afresh; the same record read
  // again (a refetch, a save's own reload) becomes the base with the user's changes kept over it. The
  // state of the previous render is adjusted (not an effect's), and this render already shows it.
  const [source, setSource] = useState(options.record);
  let state = reduced;
  if (source !== options.record) {
    setSource(options.record);
    const fresh = start(options.record);
    const id = options.idOf ?? defaultId;
    const same = source !== null && options.record !== null && id(source) !== undefined && id(source) === id(options.record);
    const action = { type: same ? ("refreshed" as const) : ("load" as const), base: fresh.base, version: fresh.version };
    state = reducer(reduced, action);
    dispatch(action);
  }

  const staged = stagedOf(state);
  const dirty = isDirty(state, options);
  useUnsavedChangesPrompt(dirty);
  const now = useRef(state);
  useEffect(() => {
    now.current = state;
  });

  const set = useCallback(
    (update: (staged: S) => S, setOptions?: { group?: string }) => dispatch({ type: "change", update, group: setOptions?.group ?? typingGroup() }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);
  useUndoKeys({ scope: () => frame?.closest<HTMLElement>("[role=dialog]") ?? null, undo, redo });

  const versionOf = (record: R) => (latest.current.versionOf ?? defaultVersion)(record);
  const idOf = (record: R) => (latest.current.idOf ?? defaultId)(record);

  // Another member saved this record: their version, read again, is shown at once. A form
  // without changes takes it; a form with changes gets the 409's conflict view (theirs loaded,
  // mine kept aside to reapply). A save of ours under way decides by its own answer.
  const live = useLiveRecord<R>({
    path: options.live && options.record ? options.live.path : null,
    reload: () => latest.current.live!.reload(),
    versionOf,
    state: () => ({ version: now.current.version, dirty: isDirty(now.current, latest.current), busy: !!now.current.busy }),
    onTheirs: (current, conflict) => {
      const o = latest.current;
      dispatch({ type: "theirs", base: o.toStaged(current), version: versionOf(current) });
      o.live?.loaded?.(current);
      if (conflict) o.onConflict?.(current);
    },
  });

  const failed = (error: unknown, phase: "save" | "delete") => {
    const o = latest.current;
    dispatch({ type: "failed" });
    if (o.session !== "report" && recover(error)) return true; // sign-in is offered over the editor; the form stays
    if (phase === "delete") {
      o.onDeleteError?.(error);
      if (o.toastErrors !== false) toast.error(messageOf(error, "Failed to delete"));
      return false;
    }
    o.onSaveError?.(error);
    if (o.toastErrors !== false) toast.error(messageOf(error, o.messages.saveFailed ?? "Failed to save"));
    const current = conflictRecord<R>(error);
    if (current) {
      // The current version is loaded; the user's changes wait behind "Reapply my changes".
      dispatch({ type: "conflict", base: o.toStaged(current), version: versionOf(current) });
      o.onConflict?.(current);
    }
    return false;
  };

  const finish = (message: string | undefined, outcome: RecordOutcome, record: R | null) => {
    const o = latest.current;
    if (message) toast.success(message);
    o.announce?.(outcome);
    if (record && o.onSaved) return o.onSaved(record, outcome);
    o.onClose(outcome);
  };

  const submit = async () => {
    const o = latest.current;
    if (state.busy) return;
    if (o.validate && !o.validate(staged)) return;
    const { create, createBody } = o;
    const isNew = o.record === null && !!create;
    // Both or neither (CreateOptions): createBody is there whenever create is.
    const request = saveRequest(state, { isNew, createBody: (s: S) => createBody!(s), changes: o.changes });
    if (request.kind === "unchanged") {
      toast.info(NO_CHANGES);
      return o.onClose();
    }
    dispatch({ type: "save" });
    try {
      const saved =
        request.kind === "create" ? await create!(request.body) : await o.update({ body: request.body, version: request.version, staged, base: state.base });
      dispatch({ type: "saved", base: latest.current.toStaged(saved), version: versionOf(saved) });
      finish(isNew ? o.messages.created : o.messages.updated, { action: isNew ? "created" : "updated", type: o.type, id: idOf(saved) }, saved);
    } catch (error) {
      failed(error, "save");
    }
  };

  /** Deletes the record (behind the frame's confirmation); settles either way, so the confirmation can end its busy state. */
  const remove = async () => {
    const o = latest.current;
    if (!o.remove || !o.record || state.busy) return;
    const id = idOf(o.record);
    dispatch({ type: "delete" });
    try {
      await o.remove();
      dispatch({ type: "deleted" });
      finish(o.messages.deleted, { action: "deleted", type: o.type, id }, null);
    } catch (error) {
      failed(error, "delete");
    }
  };

  const act = useCallback((action: RecordAction<S>) => dispatch(action), []);
  return {
    /** The form as the user has it. */
    staged,
    /** The record's form as loaded or last saved. */
    base: state.base,
    version: state.version,
    isNew: options.record === null && !!options.create,
    dirty,
    set,
    seal: useCallback(() => dispatch({ type: "seal" }), []),
    undo,
    redo,
    ...undoable(state),
    submit: () => void submit(),
    remove,
    saving: state.busy === "saving",
    deleting: state.busy === "deleting",
    conflict: state.conflict !== null,
    reapplyMine: useCallback(() => dispatch({ type: "reapply" }), []),
    dismissConflict: useCallback(() => dispatch({ type: "dismiss" }), []),
    /** The stored record moved on without the user: the base (as `update` makes it) and `version` are what the form is compared with and sent against; the form stays. */
    rebase: (update: (base: S) => S, version: number | undefined) => act({ type: "rebase", update, version }),
    /** The form (and its undo) starts over from `record`. */
    load: (record: R | null) => act({ type: "load", base: latest.current.toStaged(record), version: record ? versionOf(record) : undefined }),
    /** On the editor's body (EditorFrame puts it there): the undo keys belong to its dialog. */
    attachFrame,
    /** Who else has the record open (with `live`), and another member's save just shown. */
    presence: live.presence,
    remoteSave: live.remoteSave,
    dismissRemoteSave: live.dismissRemoteSave,
  };
}

export type RecordEditor<S = unknown> = ReturnType<typeof useRecordEditor<S, unknown>>;
