"use client";

import { useId, useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/platform/http/client";
import { instantOf } from "@/platform/time";
import { Button } from "@/ui/button";
import { SCHEDULE_MESSAGES, type ScheduleAction, type ScheduledChange } from "../rules";

type Subject = { id: number; title: string; kind: "page" | "post" };
const INPUT =
  "block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";
const STATUS: Record<ScheduledChange["status"], { label: string; tone: string }> = {
  scheduled: { label: "Scheduled", tone: "bg-blue-100 text-blue-900" },
  done: { label: "Done", tone: "bg-green-100 text-green-900" },
  failed: { label: "Failed", tone: "bg-red-100 text-red-900" },
};
const ACTION_LABEL: Record<ScheduleAction, string> = { publish: "Publish", unpublish: "Unpublish" };

/** "6 Dec 2026, 10:30" in the organization's zone. */
const when = (iso: string, zone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  );

async function loadSubjects(): Promise<Subject[]> {
  const [pages, posts] = await Promise.all([
    apiFetch<{ id: number; title: string }[]>("/api/pages", { fallback: SCHEDULE_MESSAGES.loadFailed }),
    apiFetch<{ id: number; title: string }[]>("/api/posts?limit=500", { fallback: SCHEDULE_MESSAGES.loadFailed }),
  ]);
  return [
    ...pages.map((p) => ({ id: p.id, title: p.title, kind: "page" as const })),
    ...posts.map((p) => ({ id: p.id, title: p.title, kind: "post" as const })),
  ];
}

/**
 * Global Settings → Scheduled (issue 43 §1): posts and pages to publish or unpublish at
 * a date and time of the organization's zone, applied by the server at that minute; the
 * changes still to come (each can be cancelled), then the applied and failed ones.
 * Each action saves at once with its own toast (not part of the settings' Save).
 */
export function ScheduledTab({ zone }: { zone: string }) {
  const client = useQueryClient();
  const key = ["scheduled-changes"];
  const changes = useQuery<ScheduledChange[], ApiError>({
    queryKey: key,
    queryFn: () => apiFetch<ScheduledChange[]>("/api/scheduled-changes", { fallback: SCHEDULE_MESSAGES.loadFailed }),
    retry: false,
    staleTime: 0,
    refetchOnMount: "always",
  });
  const subjects = useQuery<Subject[], ApiError>({ queryKey: ["scheduled-changes", "subjects"], queryFn: loadSubjects, retry: false, staleTime: 0 });
  const [cancelling, setCancelling] = useState<number | null>(null);

  const cancel = async (change: ScheduledChange) => {
    setCancelling(change.id);
    try {
      await apiFetch(`/api/scheduled-changes/${change.id}`, { method: "DELETE", fallback: SCHEDULE_MESSAGES.cancelFailed });
      toast.success("Scheduled change cancelled");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : SCHEDULE_MESSAGES.cancelFailed);
    } finally {
      setCancelling(null);
      await client.invalidateQueries({ queryKey: key, exact: true });
    }
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-700">
        Times in {zone}. A change is applied by the server within a few seconds of its minute, whether or not anyone is signed in.
      </p>
      <ScheduleForm zone={zone} subjects={subjects.data ?? []} onScheduled={() => client.invalidateQueries({ queryKey: key, exact: true })} />
      <section aria-labelledby="scheduled-list-heading" className="space-y-2">
        <h3 id="scheduled-list-heading" className="text-base font-semibold text-gray-900">
          Scheduled changes
        </h3>
        {changes.isPending ? (
          <p role="status" className="text-sm text-gray-600">
            Loading the scheduled changes...
          </p>
        ) : changes.isError ? (
          <div role="alert" className="space-y-2 text-sm text-gray-800">
            <p>{changes.error.message}</p>
            <Button onClick={() => void changes.refetch()}>Retry</Button>
          </div>
        ) : changes.data.length === 0 ? (
          <p className="text-sm text-gray-700">Nothing is scheduled.</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
            {changes.data.map((change) => (
              <li key={change.id} className="flex flex-wrap items-center gap-3 px-3 py-2" data-scheduled-change={change.id}>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-gray-900">
                    {ACTION_LABEL[change.action]} {change.subject_kind === "page" ? "page" : "post"} “{change.subject_title}”
                  </p>
                  <p className="text-sm text-gray-700">{when(change.at, zone)}</p>
                  {change.status === "failed" && change.error && <p className="text-sm text-red-800">{change.error}</p>}
                </div>
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS[change.status].tone}`}>{STATUS[change.status].label}</span>
                {change.status === "scheduled" && (
                  <Button
                    onClick={() => void cancel(change)}
                    busy={cancelling === change.id}
                    busyLabel="Cancelling..."
                    disabled={cancelling !== null}
                    aria-label={`Cancel: ${ACTION_LABEL[change.action]} “${change.subject_title}” on ${when(change.at, zone)}`}
                  >
                    Cancel
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ScheduleForm({ zone, subjects, onScheduled }: { zone: string; subjects: Subject[]; onScheduled: () => Promise<unknown> }) {
  const ids = { subject: useId(), action: useId(), at: useId(), error: useId() };
  const [subject, setSubject] = useState("");
  const [action, setAction] = useState<ScheduleAction>("publish");
  const [at, setAt] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!subject) return setError({ field: "subject_id", message: SCHEDULE_MESSAGES.subject });
    let instant: string;
    try {
      instant = at ? instantOf(at, zone).toISOString() : "";
    } catch {
      instant = "";
    }
    if (!instant) return setError({ field: "at", message: SCHEDULE_MESSAGES.at });
    setBusy(true);
    setError(null);
    try {
      await apiFetch("/api/scheduled-changes", {
        method: "POST",
        body: { subject_id: Number(subject), action, at: instant },
        fallback: SCHEDULE_MESSAGES.saveFailed,
      });
      toast.success("Change scheduled");
      setAt("");
      await onScheduled();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : SCHEDULE_MESSAGES.saveFailed;
      setError({ field: failure instanceof ApiError && failure.field ? failure.field : "at", message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const invalid = (field: string) => (error?.field === field ? { "aria-invalid": true, "aria-describedby": ids.error } : {});
  const pages = subjects.filter((s) => s.kind === "page");
  const posts = subjects.filter((s) => s.kind === "post");

  return (
    <section aria-labelledby="schedule-form-heading" className="space-y-2">
      <h3 id="schedule-form-heading" className="text-base font-semibold text-gray-900">
        Schedule a change
      </h3>
      <form method="post" action="/api/scheduled-changes" noValidate className="flex flex-wrap items-end gap-3" onSubmit={(event) => void submit(event)}>
        <div className="min-w-56 flex-1">
          <label htmlFor={ids.subject} className="block text-sm font-medium text-gray-800">
            Post or page
          </label>
          <select
            id={ids.subject}
            className={`${INPUT} mt-1`}
            value={subject}
            onChange={(e) => (setSubject(e.target.value), setError(null))}
            {...invalid("subject_id")}
          >
            <option value="">Choose...</option>
            {pages.length > 0 && (
              <optgroup label="Pages">
                {pages.map((page) => (
                  <option key={page.id} value={page.id}>
                    {page.title}
                  </option>
                ))}
              </optgroup>
            )}
            {posts.length > 0 && (
              <optgroup label="Posts">
                {posts.map((post) => (
                  <option key={post.id} value={post.id}>
                    {post.title}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </div>
        <div>
          <label htmlFor={ids.action} className="block text-sm font-medium text-gray-800">
            Action
          </label>
          <select id={ids.action} className={`${INPUT} mt-1`} value={action} onChange={(e) => setAction(e.target.value as ScheduleAction)}>
            <option value="publish">Publish at</option>
            <option value="unpublish">Unpublish at</option>
          </select>
        </div>
        <div>
          <label htmlFor={ids.at} className="block text-sm font-medium text-gray-800">
            Date and time ({zone})
          </label>
          <input
            id={ids.at}
            type="datetime-local"
            className={`${INPUT} mt-1`}
            value={at}
            onChange={(e) => (setAt(e.target.value), setError(null))}
            {...invalid("at")}
          />
        </div>
        <Button type="submit" variant="primary" busy={busy} busyLabel="Scheduling...">
          Schedule
        </Button>
      </form>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </section>
  );
}

export default ScheduledTab;
