"use client";

import { Maximize2, Minimize2, Trash2 } from "lucide-react";
import { useState, type ReactNode, type RefObject } from "react";
import { PresenceAvatars, RemoteSaveNote, type Presence } from "@/features/presence";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { ConflictNote, DiscardDialog } from "@/ui/editor-notes";
import { Badge, Modal } from "@/ui/modal";
import { UndoButtons } from "./undo-buttons";

/** What the frame reads of the editor's record hook (useRecordEditor). */
export type FrameEditor = {
  dirty: boolean;
  saving: boolean;
  deleting: boolean;
  conflict: boolean;
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  submit: () => void;
  remove: () => Promise<void>;
  reapplyMine: () => void;
  dismissConflict: () => void;
  /** The body's element, for the undo keys' scope. */
  attachFrame: (element: HTMLDivElement | null) => void;
  /** Who else has the record open (issue 43 §4), and another member's save just shown. */
  presence?: Presence;
  remoteSave?: { name: string | null; conflict: boolean } | null;
  dismissRemoteSave?: () => void;
};

export type EditorFrameProps = {
  editor: FrameEditor;
  /** The dialog's title and name: "Edit Template Section". */
  title: string;
  /** A New or Edit badge after the title (spec/editors.md §2). */
  mode?: "create" | "edit";
  /** After the title: Global Settings' "Unsaved changes". */
  titleExtra?: ReactNode;
  description?: ReactNode;
  size?: "lg" | "xl";
  /** Offers the fullscreen toggle (the Template Section editor). */
  fullscreen?: boolean;
  /** What the record is called in the conflict note and the discard question: "section", "heading section". */
  subject: string;
  /** The sticky bar of style dropdowns above the body. */
  toolbar?: ReactNode;
  /** The primary button: "Update", "Create Hero Section", "Save". */
  saveLabel: string;
  saveDisabled?: boolean;
  /** Left of the footer's buttons: a failure the editor spells out. */
  footerStart?: ReactNode;
  /** The footer's Revisions button (@/features/revisions), for a stored record. */
  revisions?: ReactNode;
  /** Delete (only for a stored record) and its confirmation; `confirmText` makes the user type it. */
  deletion?: { title: string; description: ReactNode; confirmText?: string };
  /** The question before closing with unsaved changes, where the spec words it (else "Discard changes?"). */
  closeQuestion?: { title: string; question: string; confirmLabel: string; busyLabel: string };
  /** Said under "Discard changes?": what was saved already and stays (the section editor's new metrics). */
  discardNote?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Cancel, Escape, Close, or Discard: the editor closes without saving. */
  onCancel: () => void;
  children: ReactNode;
};

const ICON_BUTTON = "rounded-md p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-40";

/**
 * Every editor's one dialog frame (issue 19 §6): the title with its New/Edit
 * badge, Undo and Redo, fullscreen, the conflict note, and Delete / Cancel /
 * Save with the busy state; closing with unsaved changes asks first, Delete asks
 * first. Focus starts on the first field, stays inside, Escape closes, and
 * focus returns to the opener (src/ui/modal.tsx).
 */
export function EditorFrame(props: EditorFrameProps) {
  const {
    editor,
    title,
    mode,
    titleExtra,
    description,
    size = "xl",
    subject,
    toolbar,
    saveLabel,
    saveDisabled,
    footerStart,
    revisions,
    deletion,
    closeQuestion,
    discardNote,
    initialFocus,
    onCancel,
    children,
  } = props;
  const [fullscreen, setFullscreen] = useState(false);
  const [asking, setAsking] = useState<"delete" | "discard" | null>(null);
  const { attachFrame } = editor;
  const busy = editor.saving || editor.deleting;

  const requestClose = () => {
    if (busy) return;
    if (!editor.dirty) return onCancel();
    setAsking("discard");
  };
  const answer = (which: "delete" | "discard") => (open: boolean) => setAsking(open ? which : null);

  return (
    <>
      <Modal
        open
        onOpenChange={(open) => !open && requestClose()}
        size={fullscreen ? "full" : size}
        title={
          <>
            {title}
            {mode && <Badge tone={mode === "edit" ? "blue" : "green"}>{mode === "edit" ? "Edit" : "New"}</Badge>}
            {titleExtra}
          </>
        }
        description={description}
        initialFocus={initialFocus}
        headerExtra={
          <div className="flex items-center gap-1">
            {editor.presence && <PresenceAvatars presence={editor.presence} />}
            <UndoButtons canUndo={editor.canUndo} canRedo={editor.canRedo} undo={editor.undo} redo={editor.redo} />
            {props.fullscreen && (
              <button
                type="button"
                aria-pressed={fullscreen}
                aria-label={fullscreen ? "Exit fullscreen" : "Fullscreen"}
                title={fullscreen ? "Exit fullscreen" : "Fullscreen"}
                onClick={() => setFullscreen((v) => !v)}
                className={ICON_BUTTON}
              >
                {fullscreen ? <Minimize2 aria-hidden className="size-5" /> : <Maximize2 aria-hidden className="size-5" />}
              </button>
            )}
          </div>
        }
        footer={
          <>
            {footerStart}
            {revisions && <span className={footerStart || deletion ? "" : "mr-auto"}>{revisions}</span>}
            {deletion && (
              <Button
                variant="ghost"
                className={`${footerStart ? "" : "mr-auto"} text-red-700 hover:bg-red-50`}
                onClick={() => setAsking("delete")}
                disabled={editor.saving}
              >
                <Trash2 aria-hidden className="size-4" /> Delete
              </Button>
            )}
            <Button onClick={requestClose} disabled={editor.saving}>
              Cancel
            </Button>
            <Button variant="primary" onClick={editor.submit} disabled={saveDisabled} busy={editor.saving} busyLabel="Saving...">
              {saveLabel}
            </Button>
          </>
        }
      >
        <div ref={attachFrame} className={toolbar ? "space-y-5 [&_*]:scroll-mt-20" : "space-y-5"}>
          {toolbar && <div className="sticky -top-4 z-20 -mx-5 -mt-4 border-b border-gray-100 bg-white px-5 py-3">{toolbar}</div>}
          {editor.remoteSave && (
            <RemoteSaveNote name={editor.remoteSave.name} conflict={editor.remoteSave.conflict} onDismiss={editor.dismissRemoteSave ?? (() => {})} />
          )}
          {editor.conflict && <ConflictNote subject={subject} onReapply={editor.reapplyMine} onDismiss={editor.dismissConflict} />}
          {children}
        </div>
      </Modal>
      {deletion &&
        (deletion.confirmText !== undefined ? (
          <ConfirmDialog
            open={asking === "delete"}
            onOpenChange={answer("delete")}
            title={deletion.title}
            description={deletion.description}
            confirmText={deletion.confirmText}
            onConfirm={editor.remove}
          />
        ) : (
          <ConfirmDialog
            open={asking === "delete"}
            onOpenChange={answer("delete")}
            title={deletion.title}
            description={deletion.description}
            onConfirm={editor.remove}
          />
        ))}
      {closeQuestion ? (
        <ConfirmDialog
          open={asking === "discard"}
          onOpenChange={answer("discard")}
          title={closeQuestion.title}
          description={closeQuestion.question}
          confirmLabel={closeQuestion.confirmLabel}
          busyLabel={closeQuestion.busyLabel}
          onConfirm={onCancel}
        />
      ) : (
        <DiscardDialog subject={subject} open={asking === "discard"} onOpenChange={answer("discard")} onDiscard={onCancel} note={discardNote} />
      )}
    </>
  );
}
