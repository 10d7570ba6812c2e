"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { ApiError } from "@/platform/http/client";
import { Button } from "@/ui/button";
import { Modal } from "@/ui/modal";
import { listRevisions, loadRevision, restoreRevision, type RevisionSummary, type RevisionsTarget } from "./api";
import { Differences } from "./differences";

const when = (iso: string) => new Date(iso).toLocaleString();
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

type Props = RevisionsTarget & { subject: string; onClose: () => void; onRestored: (result: unknown) => void };

/**
 * A record's saves, newest first (who, when, what changed), over its editor
 * (the post editor's words: "Saved versions", "Restore this version"). One is
 * shown beside the current record, field by field; restoring it is a new save
 * against the version listed as current, so a save by someone else since is a
 * 409, and the list is read again.
 */
export default function RevisionsDialog({ path, query, subject, onClose, onRestored }: Props) {
  const target = { path, query };
  const revisions = useQuery({ queryKey: ["revisions", path, query ?? ""], queryFn: () => listRevisions(target), staleTime: 0, gcTime: 0 });
  const list = revisions.data ?? null;
  const listError = revisions.isError ? messageOf(revisions.error, "Failed to load versions") : null;
  const [chosen, setChosen] = useState<RevisionSummary | null>(null);
  const revision = useQuery({
    queryKey: ["revision", path, chosen?.id, list?.current?.version],
    queryFn: () => loadRevision(target, chosen!.id),
    enabled: !!chosen,
    staleTime: 0,
    gcTime: 0,
  });
  const detail = revision.data ?? null;
  const detailError = revision.isError ? messageOf(revision.error, "Failed to load version") : null;
  const reload = () => void revisions.refetch();
  const [restoring, setRestoring] = useState(false);

  const current = list?.current ?? null;

  const restore = async () => {
    if (!chosen || !current) return;
    setRestoring(true);
    try {
      const result = await restoreRevision(target, chosen.id, current.version);
      toast.success(`Version ${chosen.version} restored`);
      onRestored(result);
    } catch (error) {
      toast.error(messageOf(error, "Failed to restore this version. Please try again."));
      if (error instanceof ApiError && error.status === 409) reload();
    } finally {
      setRestoring(false);
    }
  };

  return (
    <Modal
      open
      stacked
      size="xl"
      onOpenChange={(open) => !open && !restoring && onClose()}
      title="Revisions"
      description={`Saved versions of this ${subject}, newest first. Restoring one saves it again as the newest version.`}
      footer={
        <Button onClick={onClose} disabled={restoring}>
          Back
        </Button>
      }
    >
      <div className="grid min-h-[20rem] md:grid-cols-[18rem_1fr]" data-testid="revisions-panel">
        <section aria-labelledby="revisions-saved" className="min-h-0 overflow-y-auto border-b border-gray-200 pb-4 md:border-r md:border-b-0 md:pr-4 md:pb-0">
          <h3 id="revisions-saved" className="text-sm font-semibold text-gray-900">
            Saved versions
          </h3>
          {!list && !listError && <p className="mt-2 text-sm text-gray-600">Loading versions...</p>}
          {listError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {listError}
            </p>
          )}
          {list && list.revisions.length === 0 && <p className="mt-2 text-sm text-gray-600">No saved versions yet: each save from now on keeps one.</p>}
          <ol className="mt-2 space-y-1">
            {list?.revisions.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={chosen?.id === item.id}
                  onClick={() => setChosen(item)}
                  className={`w-full rounded-md px-3 py-2 text-left text-sm ${chosen?.id === item.id ? "bg-gray-900 text-white" : "text-gray-800 hover:bg-gray-100"}`}
                >
                  <span className="block font-medium">
                    Version {item.version}
                    {item.version === current?.version ? " (current)" : ""}
                  </span>
                  <span className="block text-xs">
                    {when(item.saved_at)} · {item.saved_by.name || item.saved_by.email}
                  </span>
                  <span className="block text-xs">
                    {item.changed_fields === null ? "First saved version" : `Changed: ${item.changed_fields.join(", ") || "nothing readable"}`}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="revisions-chosen" className="flex min-h-0 flex-col pt-4 md:pt-0 md:pl-4">
          <h3 id="revisions-chosen" className="sr-only">
            Chosen version
          </h3>
          {!chosen ? (
            <p className="text-sm text-gray-600">Choose a version to read it.</p>
          ) : detailError ? (
            <p role="alert" className="text-sm text-red-700">
              {detailError}
            </p>
          ) : !detail ? (
            <p className="text-sm text-gray-600">Loading version...</p>
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-lg font-semibold text-gray-900">
                  Version {detail.version} · {when(detail.saved_at)}
                </p>
                <Button
                  variant="primary"
                  disabled={detail.differences.length === 0 || !current}
                  busy={restoring}
                  busyLabel="Restoring..."
                  onClick={() => void restore()}
                >
                  Restore this version
                </Button>
              </div>
              <Differences version={detail.version} fields={detail.fields} current={detail.current} labels={detail.differences} />
            </>
          )}
        </section>
      </div>
    </Modal>
  );
}
