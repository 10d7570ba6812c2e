"use client";

import { useUnsavedChangesPrompt } from "@/features/editing";
import { Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { ConflictNote, DiscardDialog } from "@/ui/editor-notes";
import { Badge, Modal } from "@/ui/modal";
import { fieldId } from "./form-state";
import { HeadingFields } from "./heading-fields";
import { HeadingPreview } from "./heading-preview";
import { HeadingToolbar } from "./heading-toolbar";
import { localeName, TranslationFields } from "./translations";
import { useHeadingEditor, type HeadingOutcome, type HeadingTarget } from "./use-heading-editor";

export type HeadingEditorProps = {
  target: HeadingTarget;
  urlPage: string;
  /** Called when the editor closes: null when cancelled or nothing changed, else what happened. */
  onClose: (outcome: HeadingOutcome) => void;
};

/** The Heading Section editor (spec/editors.md §2.4): toolbar, live preview, fields, translations, Cancel / Delete / Create or Update. */
export function HeadingEditor({ target, urlPage, onClose }: HeadingEditorProps) {
  const root = useRef<HTMLDivElement>(null);
  const editor = useHeadingEditor({ target, urlPage, onDone: onClose, scope: () => root.current?.closest<HTMLElement>("[role=dialog]") ?? null });
  useUnsavedChangesPrompt(editor.dirty);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [locale, setLocale] = useState("es");
  const isEdit = target.mode === "edit";

  // The first field takes focus once the dialog has placed its own.
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(fieldId("name"))?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const requestClose = () => {
    if (editor.saving || editor.deleting) return;
    if (!editor.dirty) return onClose(null);
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
            {isEdit ? "Edit Heading Section" : "Create Heading Section"}
            <Badge tone={isEdit ? "blue" : "green"}>{isEdit ? "Edit" : "New"}</Badge>
          </>
        }
        footer={
          <>
            {isEdit && (
              <Button variant="ghost" className="mr-auto text-red-700 hover:bg-red-50" onClick={() => setConfirmDelete(true)} disabled={editor.saving}>
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
        <div ref={root} className="space-y-5">
          <div className="sticky -top-4 z-20 -mx-5 -mt-4 border-b border-gray-100 bg-white/95 px-5 py-3 backdrop-blur">
            <HeadingToolbar draft={editor.draft} onChange={editor.change} />
          </div>
          {editor.conflict && <ConflictNote subject="heading section" onReapply={editor.reapplyMine} onDismiss={editor.dismissConflict} />}
          <section aria-label={translating ? `Preview in ${localeName(locale)}` : "Preview"}>
            <HeadingPreview draft={editor.draft} locale={translating ? locale : ""} />
          </section>
          <HeadingFields draft={editor.draft} onChange={editor.change} errors={editor.errors} />
          <details className="group rounded-lg border border-gray-200" open={translating} onToggle={(e) => setTranslating(e.currentTarget.open)}>
            <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none">
              Translations
            </summary>
            <div className="border-t border-gray-200 p-4">
              <TranslationFields draft={editor.draft} onChange={editor.change} locale={locale} onLocaleChange={setLocale} />
            </div>
          </details>
        </div>
      </Modal>
      {isEdit && (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Delete heading section?"
          description={`This permanently deletes the heading section “${editor.savedName}” from this page. It cannot be undone.`}
          onConfirm={editor.remove}
        />
      )}
      <DiscardDialog subject="heading section" open={confirmDiscard} onOpenChange={setConfirmDiscard} onDiscard={() => onClose(null)} />
    </>
  );
}
