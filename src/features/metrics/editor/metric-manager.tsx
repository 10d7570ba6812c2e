"use client";

import { QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { Library, Plus, Sparkles } from "lucide-react";
import { useContext, useId, useRef, useState } from "react";
import { Button } from "@/ui/button";
import type { Metric } from "../schema";
import { AddExistingList } from "./add-existing-list";
import { MetricCreateForm } from "./metric-create-form";
import { MetricList } from "./metric-list";
import { RemoveMetricDialog } from "./remove-metric-dialog";
import { useFocusAfterRemoval } from "./use-focus-after-removal";
import { UNDO_TOAST_MS, useMetricActions, type LibraryEvents } from "./use-metric-actions";
import { toast } from "sonner";

export type MetricManagerProps = {
  /** The section's staged metric list, in order (saved with the section on Update). */
  metrics: Metric[];
  /** A new staged order or membership (add, remove, reorder). */
  onMetricsChange: (ids: number[]) => void;
  /** Puts a removed metric back at its place (the toast's Undo). */
  onRestore: (id: number, index: number) => void;
  /** A metric created here: saved to the library at once, staged at the end of the list (after onSaved). */
  onCreated?: (metric: Metric) => void;
} & LibraryEvents;

/**
 * The metrics area of the Template Section editor (spec/editors.md §2.3): the
 * section's metrics in order, create, add from the library, remove or delete.
 * Add, remove and reorder are staged (saved with the section on Update);
 * create, edit, media removal and permanent delete change the library at once.
 *
 * It uses the editor's QueryClient when one is mounted above it, and its own
 * otherwise, so it works inside any editor root.
 */
export function MetricManager(props: MetricManagerProps) {
  const outer = useContext(QueryClientContext);
  const [own] = useState(() => (outer ? null : new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } })));
  if (outer || !own) return <MetricManagerBody {...props} />;
  return (
    <QueryClientProvider client={own}>
      <MetricManagerBody {...props} />
    </QueryClientProvider>
  );
}

type Dialog = { kind: "create" } | { kind: "edit"; metric: Metric } | { kind: "add" } | { kind: "remove"; metric: Metric } | null;

function MetricManagerBody({ metrics, onMetricsChange, onRestore, onCreated, onSaved, onDeleted }: MetricManagerProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const headingId = useId();
  const closeDialog = () => setDialog(null);
  const ids = metrics.map((m) => m.id);
  const actions = useMetricActions({
    // A new metric goes to the end of this section's staged list.
    onSaved: (metric) => {
      onSaved(metric);
      if (dialog?.kind !== "create") return;
      onMetricsChange([...ids.filter((id) => id !== metric.id), metric.id]);
      onCreated?.(metric);
    },
    onDeleted,
  });
  const root = useRef<HTMLElement>(null);
  const expectRemoval = useFocusAfterRemoval(metrics, root);
  const removed = (metric: Metric) => {
    expectRemoval(metric);
    closeDialog();
  };

  const removeFromSection = (metric: Metric) => {
    const index = ids.indexOf(metric.id);
    onMetricsChange(ids.filter((id) => id !== metric.id));
    removed(metric);
    toast.success("Metric removed from section", {
      description: "Saved when you click Update.",
      duration: UNDO_TOAST_MS,
      action: { label: "Undo", onClick: () => onRestore(metric.id, index) },
    });
  };

  // The live record (its version moves on after a refetch, e.g. after a 409), the form keeps the user's edits.
  const editing = dialog?.kind === "edit" ? (metrics.find((m) => m.id === dialog.metric.id) ?? dialog.metric) : null;
  const formBusy = dialog?.kind === "edit" ? actions.update.isPending : actions.create.isPending;

  return (
    <section ref={root} aria-labelledby={headingId} className="space-y-3" data-testid="metric-manager">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-gray-900">
          Cards
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-600 tabular-nums">{metrics.length}</span>
        </h3>
        <div className="flex gap-2">
          <Button onClick={() => setDialog({ kind: "add" })} className="!px-3 !py-1.5" data-metric-action>
            <Library className="size-4" aria-hidden /> Add existing
          </Button>
          <Button variant="primary" onClick={() => setDialog({ kind: "create" })} className="!px-3 !py-1.5">
            <Plus className="size-4" aria-hidden /> Create metric
          </Button>
        </div>
      </header>

      {metrics.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center">
          <Sparkles className="size-5 text-gray-400" aria-hidden />
          <p className="text-sm font-medium text-gray-700">No metrics in this section yet</p>
          <p className="text-xs text-gray-500">Create one, or add one you already use elsewhere.</p>
        </div>
      ) : (
        <MetricList
          metrics={metrics}
          onReorder={(next) => onMetricsChange(next.map((m) => m.id))}
          actions={{
            onEdit: (metric) => setDialog({ kind: "edit", metric }),
            onRemove: (metric) => setDialog({ kind: "remove", metric }),
            onRemoveMedia: (metric) => actions.removeMedia.mutate(metric),
            removingMediaId: actions.removeMedia.isPending ? (actions.removeMedia.variables?.id ?? null) : null,
          }}
        />
      )}

      <MetricCreateForm
        open={dialog?.kind === "create" || dialog?.kind === "edit"}
        onOpenChange={(open) => !open && closeDialog()}
        metric={editing}
        busy={formBusy}
        onUpdate={(changes) => editing && actions.update.mutate({ metric: editing, changes }, { onSuccess: closeDialog })}
        onCreate={(input) => actions.create.mutate(input, { onSuccess: closeDialog })}
      />
      <AddExistingList
        open={dialog?.kind === "add"}
        onOpenChange={(open) => !open && closeDialog()}
        sectionMetricIds={metrics.map((m) => m.id)}
        addingId={null}
        onAdd={(metric) => {
          onSaved(metric);
          onMetricsChange([...ids, metric.id]);
        }}
      />
      <RemoveMetricDialog
        metric={dialog?.kind === "remove" ? dialog.metric : null}
        onClose={closeDialog}
        removing={false}
        onRemoveFromSection={removeFromSection}
        onDelete={(metric) =>
          actions.delete.mutateAsync(metric).then(
            () => removed(metric),
            () => undefined, // the toast says why; the confirmation stays open
          )
        }
      />
    </section>
  );
}
