"use client";

import { QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { Library, Plus, Sparkles } from "lucide-react";
import { useContext, useId, useRef, useState } from "react";
import { Button } from "@/ui/button";
import type { TemplateSection } from "@/features/sections/schema";
import type { Metric } from "../schema";
import { AddExistingList } from "./add-existing-list";
import { MetricCreateForm } from "./metric-create-form";
import { MetricList } from "./metric-list";
import { RemoveMetricDialog } from "./remove-metric-dialog";
import { useFocusAfterRemoval } from "./use-focus-after-removal";
import { MetricNotAddedError, useMetricActions } from "./use-metric-actions";

export type MetricManagerProps = {
  /** The section being edited (its website_metric in order). */
  section: TemplateSection;
  /** Refetches the section; called after every change (a returned promise that fails shows 'Failed to refresh section data'). */
  onChanged: () => void;
};

/**
 * The metrics area of the Template Section editor (spec/editors.md §2.3): the
 * section's metrics in order, create, add from the library, remove or delete.
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

function MetricManagerBody({ section, onChanged }: MetricManagerProps) {
  const actions = useMetricActions(section.id, onChanged);
  const [dialog, setDialog] = useState<Dialog>(null);
  const headingId = useId();
  const closeDialog = () => setDialog(null);

  // The shown order: the section's, or the one just dropped until the refetch brings it back.
  const [order, setOrder] = useState<{ source: Metric[]; metrics: Metric[] }>({ source: section.website_metric, metrics: section.website_metric });
  if (order.source !== section.website_metric) setOrder({ source: section.website_metric, metrics: section.website_metric });
  const metrics = order.metrics;
  const root = useRef<HTMLElement>(null);
  const expectRemoval = useFocusAfterRemoval(metrics, root);
  const removed = (metric: Metric) => {
    expectRemoval(metric);
    closeDialog();
  };

  const reorder = (next: Metric[]) => {
    const stored = section.website_metric;
    setOrder({ source: stored, metrics: next });
    // On failure go back to the stored order: the refetch may return the very same list object.
    actions.reorder.mutate(
      next.map((m) => m.id),
      { onError: () => setOrder({ source: stored, metrics: stored }) },
    );
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
          onReorder={reorder}
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
        onCreate={(input) =>
          actions.create.mutate(input, {
            onSuccess: closeDialog,
            // Created but not added: close anyway, so a retry cannot create it twice.
            onError: (error) => error instanceof MetricNotAddedError && closeDialog(),
          })
        }
      />
      <AddExistingList
        open={dialog?.kind === "add"}
        onOpenChange={(open) => !open && closeDialog()}
        sectionMetricIds={metrics.map((m) => m.id)}
        addingId={actions.add.isPending ? (actions.add.variables?.id ?? null) : null}
        onAdd={(metric) => actions.add.mutate(metric)}
      />
      <RemoveMetricDialog
        metric={dialog?.kind === "remove" ? dialog.metric : null}
        onClose={closeDialog}
        removing={actions.removeFromSection.isPending}
        onRemoveFromSection={(metric) => actions.removeFromSection.mutate(metric, { onSuccess: () => removed(metric) })}
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
