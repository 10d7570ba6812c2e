"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { usePresence, type Presence, type RemoteSave } from "@/features/presence";

/** Another member's save of the open record, as the editor tells it: who, and whether the conflict view followed. */
export type RemoteSaveShown = { name: string | null; conflict: boolean };

/** What the editor is at when another member's save arrives. */
export type LiveFormState = {
  /** The version the form was loaded at (undefined: the record has none, every save of it counts). */
  version: number | undefined;
  /** The form has changes of the user's. */
  dirty: boolean;
  /** A save or delete of the user's is under way: its own answer decides (a 409 when theirs came first). */
  busy: boolean;
};

export type LiveRecordOptions<R> = {
  /** The record's API address (`/api/posts/launch-day`), or null: a new record, or not loaded yet (no presence). */
  path: string | null;
  /** Reads the record again, as stored now. */
  reload: () => Promise<R>;
  versionOf: (record: R) => number | undefined;
  /** The editor as it is now (read when a save arrives, not when the hook was called). */
  state: () => LiveFormState;
  /**
   * Their version, to show: `conflict` false, the form has no changes and takes it; true,
   * it has changes and the editor's conflict view (the one a 409 opens) follows, theirs
   * loaded and the user's changes kept to reapply or compare. `name`: who saved, when known.
   */
  onTheirs: (current: R, conflict: boolean, name: string | null) => void;
};

/**
 * Presence on one open record (issue 43 §4), the one pattern every editor uses (the record
 * hook, the post editor, the page settings): who else has it open, and another member's save
 * of it at once. The record is read again; when its version moved (or it has none), the
 * editor takes their version or opens its conflict view; nothing is overwritten silently,
 * and the version check on save stays the guard.
 */
export function useLiveRecord<R>(options: LiveRecordOptions<R>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [remoteSave, setRemoteSave] = useState<RemoteSaveShown | null>(null);

  const heard = async ({ name }: RemoteSave) => {
    const o = latest.current;
    const current = await o.reload().catch(() => null);
    const known = latest.current.state();
    if (!current || known.busy) return;
    const version = o.versionOf(current);
    if (version !== undefined && known.version !== undefined && version <= known.version) return;
    o.onTheirs(current, known.dirty, name);
    setRemoteSave({ name, conflict: known.dirty });
  };
  const presence: Presence = usePresence(options.path, (save) => void heard(save));

  return {
    /** Who else has the record open. */
    presence,
    /** Another member's save just shown (for the note that says who saved). */
    remoteSave,
    dismissRemoteSave: useCallback(() => setRemoteSave(null), []),
  };
}
