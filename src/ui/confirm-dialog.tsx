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
  /** The exact text the user must type before the button enables (e.g. the section title); none: a plain yes/no. */
  confirmText?: string;
  confirmLabel?: string;
  busyLabel?: string;
  onConfirm: () => Promise<void> | void;
};

/**
 * The one destructive confirmation over an editor (Cancel has focus first, so Enter
 * never deletes by accident). With `confirmText`, it needs that text typed exactly
 * before it enables (Enter in the field then confirms).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmText,
  confirmLabel = "Delete",
  busyLabel = "Deleting...",
  onConfirm,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const typing = confirmText !== undefined;
  const matches = !typing || typed === confirmText;
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) setTyped("");
    onOpenChange(next);
  };
  const confirm = async () => {
    if (!matches) return;
    setBusy(true);
    try {
      await onConfirm();
      setTyped("");
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
          <Button variant="danger" onClick={confirm} disabled={!matches} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typing ? (
        <div className="space-y-3 text-sm text-gray-700">
          <div>{description}</div>
          <label className="block">
            Type <strong className="font-semibold text-gray-900">{confirmText}</strong> to confirm
            <input
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => event.key === "Enter" && void confirm()}
              className="mt-1.5 block w-full rounded-md border border-gray-300 px-3 py-2 focus:border-red-500 focus:ring-2 focus:ring-red-500/20 focus:outline-none"
              aria-invalid={typed.length > 0 && !matches}
              autoComplete="off"
              spellCheck={false}
            />
          </label>
          {typed.length > 0 && !matches && <p className="text-xs text-red-600">The text does not match.</p>}
        </div>
      ) : (
        <div className="text-sm text-gray-700">{description}</div>
      )}
    </Modal>
  );
}
