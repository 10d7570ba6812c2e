"use client";

import { useState, type ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happens, e.g. "This permanently deletes the heading section from this page." */
  description: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  onConfirm: () => Promise<void> | void;
};

/** A destructive yes/no confirmation over an editor (Cancel has focus first, so Enter never deletes by accident). */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel = "Delete", busyLabel = "Deleting...", onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const close = (next: boolean) => !busy && onOpenChange(next);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={title}
      size="sm"
      stacked
      footer={
        <>
          <Button onClick={() => close(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-gray-700">{description}</div>
    </Modal>
  );
}
