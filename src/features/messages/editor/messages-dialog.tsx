"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { toast } from "sonner";
import { useViewer } from "@/platform/session";
import type { EditorProps } from "@/features/editing/record";
import { apiFetch, ApiError } from "@/platform/http/client";
import { useOptionalSite } from "@/platform/tenancy/site-context";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Modal } from "@/ui/modal";
import { formatMinor, formatTotals, lineAmount } from "../amounts";
import type { MessageList, MessageRecord } from "../types";

const messagesKey = (organizationId: number | undefined) => ["messages", organizationId] as const;

const fetchMessages = (organizationId: number) =>
  apiFetch<MessageList>(`/api/messages?organization_id=${organizationId}`, { fallback: "Failed to load messages" });

/** "12 May 2025, 14:05" in the page's language and the site's time zone. */
function useDateFormat() {
  const site = useOptionalSite();
  const locale = site?.locale ?? "en";
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: site?.timeZone || undefined });
  } catch {
    format = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
  }
  return { locale, date: (iso: string) => format.format(new Date(iso)) };
}

const kindLabel = (message: MessageRecord) => (message.kind === "quote" ? "Quote request" : "Contact");
const firstLine = (message: MessageRecord) =>
  message.kind === "quote" && message.lines?.length
    ? `${message.lines.length} ${message.lines.length === 1 ? "plan" : "plans"}${message.message ? ` · ${message.message}` : ""}`
    : message.message;

/**
 * Messages (owners and admins): what visitors sent through a contact section or the
 * basket, newest first, unread ones marked. Opening one shows it and marks it read;
 * it can be marked unread again or deleted (after a question). A quote request
 * shows its plans, amounts and total (minor units, formatted per locale).
 */
export default function MessagesDialog({ onClose }: EditorProps) {
  const viewer = useViewer();
  const organizationId = viewer?.organization?.id;
  const client = useQueryClient();
  const query = useQuery({ queryKey: messagesKey(organizationId), queryFn: () => fetchMessages(organizationId!), enabled: !!organizationId, retry: false });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<MessageRecord | null>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const { locale, date } = useDateFormat();

  const messages = query.data?.messages ?? [];
  const selected = messages.find((message) => message.id === selectedId) ?? null;

  /** The list as the server now has it: one message replaced (or removed), the unread count recomputed. */
  const update = (id: number, next: MessageRecord | null) =>
    client.setQueryData<MessageList>(messagesKey(organizationId), (current) => {
      if (!current) return current;
      const list = next ? current.messages.map((message) => (message.id === id ? next : message)) : current.messages.filter((message) => message.id !== id);
      return { messages: list, unread: list.filter((message) => message.read_at === null).length };
    });

  const mark = useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      apiFetch<{ message: MessageRecord }>(`/api/messages/${id}`, { method: "PATCH", body: { read }, fallback: "Failed to update message" }),
    onSuccess: ({ message }) => update(message.id, message),
    onError: (error) => toast.error(error instanceof Error ? error.message : "Failed to update message"),
  });

  const remove = async (message: MessageRecord) => {
    try {
      await apiFetch(`/api/messages/${message.id}`, { method: "DELETE", fallback: "Failed to delete message" });
    } catch (error) {
      // Already gone (deleted by someone else): the list drops it all the same.
      if (!(error instanceof ApiError && error.status === 404)) {
        toast.error(error instanceof Error ? error.message : "Failed to delete message");
        return;
      }
    }
    update(message.id, null);
    setDeleting(null);
    setSelectedId(null);
    toast.success("Message deleted");
  };

  const open = (message: MessageRecord) => {
    setSelectedId(message.id);
    if (message.read_at === null) mark.mutate({ id: message.id, read: true });
  };

  // Focus follows the opened message, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (selectedId !== null) detailHeading.current?.focus();
  }, [selectedId]);

  const unread = query.data?.unread ?? 0;

  return (
    <>
      <Modal
        open
        onOpenChange={(isOpen) => !isOpen && onClose()}
        title="Messages"
        description="What visitors sent through the contact form and the basket. Owners and admins also get each one by mail."
        size="xl"
        footer={<Button onClick={() => onClose()}>Close</Button>}
      >
        {!organizationId ? (
          <p role="alert" className="text-sm text-gray-800">
            Organization not found
          </p>
        ) : query.isPending ? (
          <p role="status" className="text-sm text-gray-600">
            Loading messages...
          </p>
        ) : query.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-base font-semibold text-gray-900">{query.error.message || "Failed to load messages"}</p>
            <Button onClick={() => void query.refetch()}>Retry</Button>
          </div>
        ) : messages.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-700" data-messages-empty>
            No messages yet. What visitors send through a contact section or a quote request appears here.
          </p>
        ) : (
          <div className="grid gap-6 md:grid-cols-5" data-testid="messages">
            <section aria-labelledby="messages-list-title" className="md:col-span-2">
              <h3 id="messages-list-title" className="text-sm font-semibold text-gray-900">
                Inbox{" "}
                <span className="font-normal text-gray-700" data-unread-count={unread}>
                  ({unread} unread)
                </span>
              </h3>
              <ul className="mt-2 max-h-[60vh] divide-y divide-gray-200 overflow-y-auto rounded-lg border border-gray-200">
                {messages.map((message) => {
                  const isUnread = message.read_at === null;
                  const current = message.id === selectedId;
                  return (
                    <li key={message.id}>
                      <button
                        type="button"
                        onClick={() => open(message)}
                        aria-current={current ? "true" : undefined}
                        data-message={message.id}
                        data-unread={isUnread || undefined}
                        className={`block w-full px-3 py-2.5 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 ${current ? "bg-blue-50" : ""}`}
                      >
                        <span className="flex items-center gap-2">
                          {isUnread && <span aria-hidden className="size-2 shrink-0 rounded-full bg-blue-600" />}
                          <span className={`min-w-0 flex-1 truncate text-sm ${isUnread ? "font-semibold text-gray-900" : "text-gray-800"}`}>
                            {message.name}
                          </span>
                          {isUnread && <span className="sr-only">, unread</span>}
                          <span className="shrink-0 text-xs text-gray-600">{date(message.created_at)}</span>
                        </span>
                        <span className="mt-0.5 block truncate text-xs text-gray-700">
                          <span className="font-medium">{kindLabel(message)}</span>
                          {firstLine(message) ? ` · ${firstLine(message)}` : ""}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
            <section aria-label="Message" className="md:col-span-3" data-message-detail>
              {selected ? (
                <MessageDetail
                  message={selected}
                  headingRef={detailHeading}
                  locale={locale}
                  date={date}
                  busy={mark.isPending}
                  onMarkUnread={() => mark.mutate({ id: selected.id, read: false })}
                  onMarkRead={() => mark.mutate({ id: selected.id, read: true })}
                  onDelete={() => setDeleting(selected)}
                />
              ) : (
                <p className="rounded-lg bg-gray-50 px-4 py-10 text-center text-sm text-gray-700">Choose a message to read it.</p>
              )}
            </section>
          </div>
        )}
      </Modal>
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
          title="Delete this message?"
          description={`The message from ${deleting.name} (${deleting.email}) will be deleted. This cannot be undone.`}
          onConfirm={() => remove(deleting)}
        />
      )}
    </>
  );
}

type DetailProps = {
  message: MessageRecord;
  headingRef: RefObject<HTMLHeadingElement | null>;
  locale: string;
  date: (iso: string) => string;
  busy: boolean;
  onMarkUnread: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
};

function MessageDetail({ message, headingRef, locale, date, busy, onMarkUnread, onMarkRead, onDelete }: DetailProps) {
  const quote = message.kind === "quote";
  const lines = message.lines ?? [];
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(quote ? "Your quote request" : message.subject ? `Re: ${message.subject.title}` : "Re: your message")}`;
  return (
    <article className="space-y-4" data-message-open={message.id}>
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-gray-900 focus:outline-none">
          {quote ? `Quote request from ${message.name}` : `Message from ${message.name}`}
        </h3>
        <p className="text-sm text-gray-700">{date(message.created_at)}</p>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-gray-700">Email</dt>
        <dd>
          <a className="text-blue-700 underline underline-offset-2" href={`mailto:${message.email}`}>
            {message.email}
          </a>
        </dd>
        {message.phone && (
          <>
            <dt className="font-medium text-gray-700">Phone</dt>
            <dd>
              <a className="text-blue-700 underline underline-offset-2" href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}>
                {message.phone}
              </a>
            </dd>
          </>
        )}
        {message.page && (
          <>
            <dt className="font-medium text-gray-700">Sent from</dt>
            <dd>
              <a className="text-blue-700 underline underline-offset-2" href={message.page}>
                {message.page}
              </a>
            </dd>
          </>
        )}
        {message.subject && (
          <>
            <dt className="font-medium text-gray-700">About</dt>
            <dd className="text-gray-900">{message.subject.title}</dd>
          </>
        )}
      </dl>
      {quote && lines.length > 0 && (
        <table className="w-full text-sm" data-quote-lines>
          <caption className="mb-1 text-left font-medium text-gray-900">Plans asked for</caption>
          <thead>
            <tr className="border-b border-gray-200 text-left text-gray-700">
              <th scope="col" className="py-1 pr-2 font-medium">
                Plan
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Price
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Quantity
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.plan_id} className="border-b border-gray-100">
                <td className="py-1 pr-2 text-gray-900">{line.name}</td>
                <td className="py-1 pr-2 text-right text-gray-800 tabular-nums">{formatMinor(line.price, line.currency_symbol, locale)}</td>
                <td className="py-1 pr-2 text-right text-gray-800 tabular-nums">{line.quantity}</td>
                <td className="py-1 text-right text-gray-900 tabular-nums">{formatMinor(lineAmount(line), line.currency_symbol, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="py-1 pr-2 text-right font-semibold text-gray-900">
                Total
              </th>
              <td className="py-1 text-right font-semibold text-gray-900 tabular-nums" data-quote-total>
                {formatTotals(lines, locale)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {message.message ? <p className="rounded-lg bg-gray-50 p-4 text-sm whitespace-pre-wrap text-gray-900">{message.message}</p> : null}
      {/* The mail goes out before the visitor's answer, so an unmailed message is one whose mail failed (the server log says why). */}
      {!message.mailed && <p className="text-xs text-gray-700">The mail about this message could not be sent: it is only here.</p>}
      <div className="flex flex-wrap gap-2">
        <a
          href={reply}
          className="inline-flex items-center gap-1.5 rounded-md bg-gray-900 px-3.5 py-2 text-sm font-medium text-white hover:bg-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <Mail aria-hidden className="size-4" />
          Reply by email
        </a>
        {message.read_at ? (
          <Button onClick={onMarkUnread} disabled={busy}>
            Mark as unread
          </Button>
        ) : (
          <Button onClick={onMarkRead} disabled={busy}>
            Mark as read
          </Button>
        )}
        <Button variant="danger" onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          Delete
        </Button>
      </div>
    </article>
  );
}
