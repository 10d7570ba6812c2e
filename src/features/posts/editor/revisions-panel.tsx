"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { Post, PostRevisionSummary } from "../schema";
import { ApiError } from "@/platform/http/client";
import { listRevisions, loadRevision, restoreRevision } from "./api";

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * The post's saves, newest first (who, when); one can be read and restored,
 * which saves it again as the newest version (issue 12).
 */
export function RevisionsPanel({ slug, version, onRestored }: { slug: string; version: number; onRestored: (post: Post) => void }) {
  const revisions = useQuery({ queryKey: ["post-revisions", slug, version], queryFn: () => listRevisions(slug) });
  const [chosen, setChosen] = useState<PostRevisionSummary | null>(null);
  const revision = useQuery({ queryKey: ["post-revision", slug, chosen?.id], queryFn: () => loadRevision(slug, chosen!.id), enabled: !!chosen });
  const [restoring, setRestoring] = useState(false);

  const restore = async () => {
    if (!chosen) return;
    setRestoring(true);
    try {
      const post = await restoreRevision(slug, chosen.id, version);
      toast.success(`Version ${chosen.version} restored`);
      onRestored(post);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Failed to save post. Please try again.");
    } finally {
      setRestoring(false);
    }
  };

  return (
    <div className="grid min-h-0 flex-1 md:grid-cols-[18rem_1fr]" data-testid="revisions-panel">
      <section aria-label="Saved versions" className="min-h-0 overflow-y-auto border-b border-gray-200 p-4 md:border-r md:border-b-0">
        <h3 className="text-sm font-semibold text-gray-900">Saved versions</h3>
        {revisions.isPending && <p className="mt-2 text-sm text-gray-600">Loading versions...</p>}
        {revisions.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {revisions.error.message}
          </p>
        )}
        <ol className="mt-2 space-y-1">
          {revisions.data?.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={chosen?.id === item.id}
                onClick={() => setChosen(item)}
                className={`w-full rounded-md px-3 py-2 text-left text-sm ${chosen?.id === item.id ? "bg-gray-900 text-white" : "text-gray-800 hover:bg-gray-100"}`}
              >
                <span className="block font-medium">
                  Version {item.version}
                  {item.version === version ? " (current)" : ""}
                </span>
                <span className="block text-xs opacity-80">
                  {when(item.created_at)} · {item.saved_by.name || item.saved_by.email}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </section>
      <section aria-label="Chosen version" className="flex min-h-0 flex-col p-4">
        {!chosen ? (
          <p className="text-sm text-gray-600">Choose a version to read it.</p>
        ) : revision.isPending ? (
          <p className="text-sm text-gray-600">Loading version...</p>
        ) : revision.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {revision.error.message}
          </p>
        ) : (
          <>
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-lg font-semibold text-gray-900">{revision.data.title}</h3>
              <button
                type="button"
                disabled={restoring || chosen.version === version}
                aria-busy={restoring || undefined}
                onClick={() => void restore()}
                className="rounded-md bg-gray-900 px-3.5 py-2 text-sm font-medium text-white hover:bg-gray-800 disabled:opacity-50"
              >
                {restoring ? "Restoring..." : "Restore this version"}
              </button>
            </div>
            {/* Read as text: a revision is shown, not run. */}
            <p className="mt-3 min-h-0 flex-1 overflow-y-auto text-sm whitespace-pre-line text-gray-800" data-testid="revision-text">
              {new DOMParser().parseFromString(revision.data.content, "text/html").body.textContent}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
