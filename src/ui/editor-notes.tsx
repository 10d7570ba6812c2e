"use client";

import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

/**
 * An editor's notes about its record (`subject`: "section", "heading section"):
 * after a 409 the latest version is loaded and the user may reapply their own changes on top of it.
 */
export function ConflictNote({ subject = "section", onReapply, onDismiss }: { subject?: string; onReapply: () => void; onDismiss: () => void }) {
  return (
    <div role="status" className="flex flex-wrap items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        Someone else saved this {subject} while you were editing. The latest version is loaded below; your changes were kept aside.
      </p>
      <div className="flex gap-2">
        <Button className="py-1.5" onClick={onReapply}>
          Reapply my changes
        </Button>
        <Button variant="ghost" className="py-1.5" onClick={onDismiss}>
          Discard mine
        </Button>
      </div>
    </div>
  );
}

/** Closing with unsaved changes asks first. */
export function DiscardDialog({
  subject = "section",
  open,
  onOpenChange,
  onDiscard,
  note,
}: {
  subject?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
  /** More the user should know before discarding (e.g. what was already saved and stays). */
  note?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Discard changes?"
      size="sm"
      stacked
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Keep editing</Button>
          <Button variant="danger" onClick={onDiscard}>
            Discard
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">The changes you made to this {subject} are not saved yet.</p>
      {note && <p className="mt-2 text-sm text-gray-700">{note}</p>}
    </Modal>
  );
}
