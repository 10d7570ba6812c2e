"use client";

import { Redo2, Undo2 } from "lucide-react";

const ICON_BUTTON = "rounded-md p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-40";

/**
 * An editor's Undo and Redo buttons in its dialog's header (the keys are
 * Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y: useUndo, the record hook).
 */
export function UndoButtons({ canUndo, canRedo, undo, redo }: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void }) {
  return (
    <>
      <button type="button" aria-label="Undo" title="Undo (Ctrl+Z)" disabled={!canUndo} onClick={undo} className={ICON_BUTTON}>
        <Undo2 aria-hidden className="size-5" />
      </button>
      <button type="button" aria-label="Redo" title="Redo (Ctrl+Shift+Z)" disabled={!canRedo} onClick={redo} className={ICON_BUTTON}>
        <Redo2 aria-hidden className="size-5" />
      </button>
    </>
  );
}
