"use client";

import { Trash2, Unlink } from "lucide-react";
import { useState } from "react";
import { Button } from "@/ui/button";
import { Modal } from "@/ui/modal";
import type { Metric } from "../schema";
import { MetricThumb } from "./metric-thumb";
import { MetricUsedIn } from "./metric-used-in";
import { ConfirmDialog } from "@/ui/confirm-dialog";

/**
 * Remove-or-delete (spec/editors.md §2.3): "Remove from Section" acts at once;
 * "Delete Permanently" asks for the exact title first, over this dialog.
 */
export function RemoveMetricDialog({
  metric,
  onClose,
  removing,
  onRemoveFromSection,
  onDelete,
}: {
  /** The metric in question; null closes the dialog. */
  metric: Metric | null;
  onClose: () => void;
  removing: boolean;
  onRemoveFromSection: (metric: Metric) => void;
  /** Resolves once the delete is done (either way). */
  onDelete: (metric: Metric) => Promise<void>;
}) {
  // The id of the metric whose typed confirmation is open (so it never carries over to another metric).
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const current = metric;
  const confirming = !!current && confirmingId === current.id;
  const setConfirming = (open: boolean) => setConfirmingId(open && current ? current.id : null);

  const close = () => {
    setConfirmingId(null);
    onClose();
  };

  return (
    <Modal
      open={!!metric}
      onOpenChange={(next) => !next && !removing && close()}
      title="Remove metric"
      description="Remove it from this section only, or delete it from your library and every section."
      size="sm"
      stacked
    >
      {current && (
        <div className="space-y-4">
          <div className="flex items-center gap-3 rounded-lg bg-gray-50 p-3">
            <MetricThumb url={current.image} rounded={current.is_image_rounded_full} />
            <p className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">{current.title}</p>
          </div>
          <div className="grid gap-2">
            <Button onClick={() => onRemoveFromSection(current)} busy={removing} busyLabel="Removing..." className="justify-start">
              <Unlink className="size-4" aria-hidden /> Remove from Section
            </Button>
            <p className="-mt-1 px-1 text-xs text-gray-500">It stays in your library and in other sections.</p>
            <Button variant="danger" onClick={() => setConfirming(true)} disabled={removing} className="justify-start">
              <Trash2 className="size-4" aria-hidden /> Delete Permanently
            </Button>
            <p className="-mt-1 px-1 text-xs text-gray-500">Deletes it from your library and from every section. This cannot be undone.</p>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete metric permanently"
            description={
              <>
                This deletes <strong>{current.title}</strong> from your library and removes it from every section. It cannot be undone.
                {confirming && <MetricUsedIn metricId={current.id} />}
              </>
            }
            confirmText={current.title}
            confirmLabel="Delete Permanently"
            onConfirm={async () => {
              await onDelete(current);
            }}
          />
        </div>
      )}
    </Modal>
  );
}
