"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useViewer } from "@/platform/session";
import type { EditorProps } from "@/features/editing/record";
import { apiFetch } from "@/platform/http/client";
import { Button } from "@/ui/button";
import { Modal } from "@/ui/modal";
import type { InboxThread } from "../types";
import { AwayMailSetting } from "./away-mail-setting";
import { Insights } from "./insights";
import { useInbox } from "./use-inbox";

const time = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The members' inbox (owners, admins, editors): live-support conversations, newest
 * activity first, with unread counts (a badge, no sound); open one to read and reply,
 * assign it to a member, close or reopen it. Owners and admins also see the questions
 * the automatic answers could not answer and what readers said of the articles.
 */
export default function InboxDialog({ request, onClose }: EditorProps) {
  const viewer = useViewer();
  // An `#open=inbox&item=<id>` link (the away mail's) opens on that conversation.
  const [selectedId, setSelectedId] = useState<number | null>(request.mode === "create" ? (request.item ?? null) : null);
  const [tab, setTab] = useState<"conversations" | "insights">("conversations");
  const { list, thread, setThread, error, refresh } = useInbox(selectedId);
  const [reply, setReply] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const replyId = useId();
  const assignId = useId();
  const admin = viewer?.role === "owner" || viewer?.role === "admin";

  useEffect(() => {
    if (thread && thread.conversation.unread > 0) {
      void apiFetch<InboxThread>(`/api/help/inbox/${thread.conversation.id}`, { method: "PATCH", body: { read: true } })
        .then(setThread)
        .catch(() => {});
    }
  }, [thread, setThread]);

  const open = (id: number) => {
    setSelectedId(id);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const update = async (body: Record<string, unknown>, done: string) => {
    if (!thread) return;
    setBusy(done);
    try {
      setThread(
        await apiFetch<InboxThread>(`/api/help/inbox/${thread.conversation.id}`, { method: "PATCH", body, fallback: "Failed to update the conversation" }),
      );
      toast.success(done);
      refresh();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : "Failed to update the conversation");
    } finally {
      setBusy(null);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!thread || !reply.trim()) return;
    setBusy("reply");
    try {
      setThread(
        await apiFetch<InboxThread>(`/api/help/inbox/${thread.conversation.id}/messages`, {
          method: "POST",
          body: { message: reply },
          fallback: "Failed to send the reply",
        }),
      );
      setReply("");
      toast.success("Reply sent");
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : "Failed to send the reply");
    } finally {
      setBusy(null);
    }
  };

  const unread = list?.unread ?? 0;
  const title = (
    <>
      Inbox
      {unread > 0 ? (
        <span data-inbox-unread className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-bold text-white">
          {unread} unread
        </span>
      ) : null}
    </>
  );
  return (
    <Modal open onOpenChange={(next) => !next && onClose()} title={title} size="xl">
      {admin ? (
        <div className="mb-3 flex gap-2" role="group" aria-label="Inbox sections">
          <Button variant={tab === "conversations" ? "primary" : "secondary"} aria-pressed={tab === "conversations"} onClick={() => setTab("conversations")}>
            Conversations
          </Button>
          <Button variant={tab === "insights" ? "primary" : "secondary"} aria-pressed={tab === "insights"} onClick={() => setTab("insights")}>
            Unanswered questions and feedback
          </Button>
        </div>
      ) : null}
      {admin && tab === "conversations" ? <AwayMailSetting /> : null}
      {tab === "insights" ? (
        <Insights />
      ) : (
        <div className="grid min-h-[24rem] gap-4 md:grid-cols-[18rem_1fr]">
          <div>
            {error ? (
              <p role="alert" className="text-red-800">
                {error}
              </p>
            ) : !list ? (
              <p role="status">Loading conversations...</p>
            ) : null}
            {list && list.conversations.length === 0 ? <p>No conversations yet. Visitors start them from the Help button.</p> : null}
            <ul className="space-y-1" aria-label="Conversations">
              {list?.conversations.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => open(c.id)}
                    aria-current={selectedId === c.id || undefined}
                    className={`w-full rounded-lg border px-3 py-2 text-left text-sm hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none ${selectedId === c.id ? "border-blue-700 bg-blue-50" : "border-gray-200"}`}
                  >
                    <span className={`flex items-center justify-between gap-2 ${c.unread > 0 ? "font-bold" : "font-medium"}`}>
                      {c.name || c.email || "Visitor"}
                      {c.unread > 0 ? (
                        <span className="rounded-full bg-blue-700 px-2 text-xs text-white">
                          {c.unread}
                          <span className="sr-only"> unread</span>
                        </span>
                      ) : null}
                    </span>
                    <span className="line-clamp-1 text-gray-700">{c.last_message}</span>
                    <span className="text-xs text-gray-600">
                      {c.status === "closed" ? "Closed · " : ""}
                      {time(c.last_message_at)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div>
            {!thread ? (
              <p className="text-gray-700">Choose a conversation to read and answer it.</p>
            ) : (
              <section aria-labelledby="inbox-thread-heading" className="flex flex-col gap-3">
                <h3 id="inbox-thread-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
                  {thread.conversation.name || thread.conversation.email || "Visitor"}
                  {thread.conversation.customer ? " (customer)" : ""}
                </h3>
                <p className="text-sm text-gray-700">
                  {thread.conversation.email ? `Answers are also mailed to ${thread.conversation.email}. ` : ""}
                  {thread.conversation.page ? `Started on ${thread.conversation.page}.` : ""}
                </p>
                <div className="flex flex-wrap items-end gap-2">
                  <div>
                    <label htmlFor={assignId} className="block text-sm font-medium">
                      Assigned to
                    </label>
                    <select
                      id={assignId}
                      value={thread.conversation.assignee_id ?? ""}
                      disabled={busy !== null}
                      onChange={(event) => void update({ assignee_id: event.target.value || null }, "Assignment saved")}
                      className="rounded-md border border-gray-400 px-2 py-1.5 text-sm"
                    >
                      <option value="">Nobody</option>
                      {list?.members.map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.name || m.email}
                        </option>
                      ))}
                    </select>
                  </div>
                  {thread.conversation.status === "open" ? (
                    <Button
                      busy={busy === "Conversation closed"}
                      busyLabel="Closing..."
                      onClick={() => void update({ status: "closed" }, "Conversation closed")}
                    >
                      Close conversation
                    </Button>
                  ) : (
                    <Button
                      busy={busy === "Conversation reopened"}
                      busyLabel="Reopening..."
                      onClick={() => void update({ status: "open" }, "Conversation reopened")}
                    >
                      Reopen conversation
                    </Button>
                  )}
                </div>
                <ol className="max-h-80 space-y-2 overflow-y-auto" aria-label="Messages">
                  {thread.messages.map((m) => (
                    <li key={m.id} className={`rounded-lg px-3 py-2 text-sm ${m.author === "member" ? "ml-8 bg-blue-50" : "mr-8 bg-gray-100"}`}>
                      <p className="text-xs font-semibold text-gray-700">
                        {m.author === "member" ? m.author_name || "Team" : "Visitor"} · {time(m.created_at)}
                      </p>
                      <p className="whitespace-pre-wrap text-gray-900">{m.body}</p>
                    </li>
                  ))}
                </ol>
                <form method="post" action={`/api/help/inbox/${thread.conversation.id}/messages`} onSubmit={(event) => void send(event)} className="space-y-2">
                  <label htmlFor={replyId} className="block text-sm font-medium">
                    Reply
                  </label>
                  <textarea
                    id={replyId}
                    rows={3}
                    maxLength={2000}
                    value={reply}
                    onChange={(event) => setReply(event.target.value)}
                    className="w-full rounded-md border border-gray-400 px-3 py-2 text-sm"
                  />
                  <Button type="submit" variant="primary" busy={busy === "reply"} busyLabel="Sending..." disabled={!reply.trim()}>
                    Send reply
                  </Button>
                </form>
              </section>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
