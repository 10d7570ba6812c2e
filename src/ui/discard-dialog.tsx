"use client";

import { Button } from "./button";
import { Modal } from "./modal";

/** Closing an editor with unsaved changes asks first: "Keep editing" or "Discard". */
export function DiscardDialog({ open, onOpenChange, onDiscard, message }: { open: boolean; onOpenChange: (open: boolean) => void; onDiscard: () => void; message: string }) {
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
      <p className="text-sm text-gray-700">{message}</p>
    </Modal>
  );
}
