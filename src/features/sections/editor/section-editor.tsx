"use client";

import { Maximize2, Minimize2, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useUnsavedChangesPrompt } from "@/features/editing";
import { Button } from "@/ui/button";
import { ConflictNote, DiscardDialog } from "@/ui/editor-notes";
import { Badge, Modal } from "@/ui/modal";
import { PreviewFrame } from "@/ui/preview-frame";
import { TypedConfirmDialog } from "@/ui/typed-confirm-dialog";
import { MetricsArea } from "./metrics-area";
import { SectionPreview } from "./section-preview";
import { SectionToolbar } from "./section-toolbar";
import { useSectionEditor, type EditorOutcome, type EditorTarget } from "./use-section-editor";

export type SectionEditorProps = {
  target: EditorTarget;
  urlPage: string;
  /** Called when the editor closes: nothing when cancelled, else what happened. */
  onClose: (outcome?: EditorOutcome) => void;
};

/** The Template Section editor (spec/editors.md §2.1): toolbar, live preview, metrics, Cancel / Delete / Create or Update. */
export function SectionEditor({ target, urlPage, onClose }: SectionEditorProps) {
  const root = useRef<HTMLDivElement>(null);
  const editor = useSectionEditor({ target, urlPage, onDone: onClose, scope: () => root.current?.closest<HTMLElement>("[role=dialog]") ?? null });
  const [fullscreen, setFullscreen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const isEdit = target.mode === "edit";
  useUnsavedChangesPrompt(editor.dirty);

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
        size={fullscreen ? "full" : "xl"}
        title={
          <>
            {isEdit ? "Edit Template Section" : "Create Template Section"}
            <Badge tone={isEdit ? "blue" : "green"}>{isEdit ? "Edit" : "New"}</Badge>
          </>
        }
        headerExtra={
          <button
            type="button"
            aria-pressed={fullscreen}
            aria-label={fullscreen ? "Exit fullscreen" : "Fullscreen"}
            title={fullscreen ? "Exit fullscreen" : "Fullscreen"}
            onClick={() => setFullscreen((v) => !v)}
            className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
          >
            {fullscreen ? <Minimize2 aria-hidden className="size-5" /> : <Maximize2 aria-hidden className="size-5" />}
          </button>
        }
        footer={
          <>
            {isEdit && (
              <Button
                data-section-delete
                variant="ghost"
                className="mr-auto text-red-700 hover:bg-red-50"
                onClick={() => setConfirmDelete(true)}
                disabled={editor.saving}
              >
                <Trash2 aria-hidden className="size-4" /> Delete
              </Button>
            )}
            <Button onClick={requestClose} disabled={editor.saving}>
              Cancel
            </Button>
            <Button variant="primary" onClick={editor.submit} busy={editor.saving} busyLabel="Saving...">
              {isEdit ? "Update" : "Create"}
            </Button>
          </>
        }
      >
        <div ref={root} className="space-y-5 [&_*]:scroll-mt-20">
          <div className="sticky -top-4 z-20 -mx-5 -mt-4 border-b border-gray-100 bg-white/95 px-5 py-3 backdrop-blur">
            <SectionToolbar draft={editor.draft} onChange={editor.change} />
          </div>
          {editor.conflict && <ConflictNote onReapply={editor.reapplyMine} onDismiss={editor.dismissConflict} />}
          <PreviewFrame>
            <SectionPreview
              draft={editor.draft}
              onChange={editor.change}
              metrics={editor.metrics}
              titleError={editor.titleError}
              titleRef={editor.titleRef}
            />
          </PreviewFrame>
          <MetricsArea
            exists={isEdit}
            metrics={editor.metrics}
            onMetricsChange={editor.setMetricIds}
            onRestore={editor.restoreMetric}
            onSaved={editor.libraryChanged}
            onDeleted={editor.libraryDeleted}
          />
        </div>
      </Modal>
      {isEdit && (
        <TypedConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Delete section"
          description="This permanently deletes the section from this page. It cannot be undone."
          confirmText={editor.savedTitle}
          onConfirm={editor.remove}
        />
      )}
      <DiscardDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        onDiscard={() => onClose()}
      />
    </>
  );
}
