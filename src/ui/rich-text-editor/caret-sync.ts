import { Extension } from "@tiptap/react";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";

/** ProseMirror's DOM observer: `flush()` reads the browser's selection (and any pending DOM change) into the editor's state. */
type WithObserver = EditorView & { domObserver?: { flush?: () => void } };

/**
 * The caret where the browser shows it, before a key is handled.
 *
 * ProseMirror learns where a click or an arrow key put the caret from the
 * browser's `selectionchange` event, a queued task. On a busy main thread the
 * browser runs input first (Chrome's scheduler favours it), so a quick Enter,
 * Backspace or Ctrl+B can reach the editor before it knows the caret moved, and
 * acts at the caret's old place: text typed right after Ctrl+End landed before the
 * existing text (issue 27). Before each key, the editor reads the selection the
 * browser already has (ProseMirror's own reading of it, which a pending DOM change
 * already triggers on keydown).
 */
export const CaretSync = Extension.create({
  name: "caretSync",
  // Before every other extension's keys (TipTap orders plugins by priority).
  priority: 10_000,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("caretSync"),
        props: {
          handleKeyDown(view) {
            if (!view.composing) (view as WithObserver).domObserver?.flush?.();
            return false;
          },
        },
      }),
    ];
  },
});
