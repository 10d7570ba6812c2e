"use client";

import { useUnsavedChangesPrompt } from "@/features/editing";
import { Redo2, Trash2, Undo2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/ui/button";
import { ConflictNote, DiscardDialog } from "@/ui/editor-notes";
import { Badge, Modal } from "@/ui/modal";
import { HeroPreview } from "./hero-preview";
import { HeroToolbar } from "./hero-toolbar";
import { useHeroEditor, type HeroOutcome, type HeroTarget } from "./use-hero-editor";

/** The Hero Section editor (spec/editors.md §2.5): toolbar, live preview edited in place, Cancel / Delete / Create Hero Section or Save Changes. */
export function HeroEditor({ target, urlPage, onClose }: { target: HeroTarget; urlPage: string; onClose: (outcome?: HeroOutcome) => void }) {
  const root = useRef<HTMLDivElement>(null);
  const editor = useHeroEditor({ target, urlPage, onDone: onClose, scope: () => root.current?.closest<HTMLElement>("[role=dialog]") ?? null });
  useUnsavedChangesPrompt(editor.dirty);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const isEdit = target.mode === "edit";
  const { form, titleRef } = editor;

  // spec §4: on open the title gets focus if it is empty (after the dialog's own first focus).
  useEffect(() => {
    if (form.state.title.trim()) return;
    const frame = requestAnimationFrame(() => (titleRef.current as HTMLElement | null)?.focus());
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const requestClose = () => {
    if (editor.saving || editor.deleting) return;
    if (!editor.dirty) return onClose();
    setConfirmDiscard(true);
  };

  return (
    <>
      <Modal
        open
        onOpenChange={(open) => !open && requestClose()}
        size="xl"
        title={
          <>
            {isEdit ? "Edit Hero Section" : "Create Hero Section"}
            <Badge tone={isEdit ? "blue" : "green"}>{isEdit ? "Edit" : "New"}</Badge>
          </>
        }
        headerExtra={
          <div className="flex gap-1">
            <button type="button" aria-label="Undo" title="Undo (Ctrl+Z)" disabled={!form.canUndo} onClick={form.undo} className="rounded-md p-1.5 text-gray-600 hover:bg-gray-100 disabled:opacity-40">
              <Undo2 aria-hidden className="size-5" />
            </button>
            <button type="button" aria-label="Redo" title="Redo (Ctrl+Shift+Z)" disabled={!form.canRedo} onClick={form.redo} className="rounded-md p-1.5 text-gray-600 hover:bg-gray-100 disabled:opacity-40">
              <Redo2 aria-hidden className="size-5" />
            </button>
          </div>
        }
        footer={
          <>
            {editor.error && (
              <p role="alert" className="mr-auto max-w-xl text-sm font-medium text-red-700">
                {editor.error}
              </p>
            )}
            {isEdit && (
              <Button variant="ghost" className={`${editor.error ? "" : "mr-auto"} text-red-700 hover:bg-red-50`} onClick={() => setConfirmDelete(true)} disabled={editor.saving}>
                <Trash2 aria-hidden className="size-4" /> Delete
              </Button>
            )}
            <Button onClick={requestClose} disabled={editor.saving}>
              Cancel
            </Button>
            <Button variant="primary" onClick={editor.submit} busy={editor.saving} busyLabel="Saving...">
              {isEdit ? "Save Changes" : "Create Hero Section"}
            </Button>
          </>
        }
      >
        <div ref={root} className="space-y-5">
          <div className="sticky -top-4 z-20 -mx-5 -mt-4 border-b border-gray-100 bg-white/95 px-5 py-3 backdrop-blur">
            <HeroToolbar form={form.state} set={(next) => form.set(next)} />
          </div>
          {editor.conflict && <ConflictNote subject="hero section" onReapply={editor.reapplyMine} onDismiss={editor.dismissConflict} />}
          <HeroPreview form={form.state} change={(patch, group) => form.set(patch, { group })} commit={form.seal} titleRef={titleRef} titleMissing={editor.titleMissing} />
        </div>
      </Modal>
      {isEdit && (
        <Modal
          open={confirmDelete}
          onOpenChange={(open) => !editor.deleting && setConfirmDelete(open)}
          title="Delete Hero Section"
          size="sm"
          stacked
          footer={
            <>
              <Button onClick={() => setConfirmDelete(false)} disabled={editor.deleting}>
                Cancel
              </Button>
              <Button variant="danger" busy={editor.deleting} busyLabel="Deleting..." onClick={() => void editor.remove()}>
                Delete
              </Button>
            </>
          }
        >
          <p className="text-sm text-gray-700">This removes the hero from this page. It cannot be undone.</p>
        </Modal>
      )}
      <DiscardDialog subject="hero section" open={confirmDiscard} onOpenChange={setConfirmDiscard} onDiscard={() => onClose()} />
    </>
  );
}
