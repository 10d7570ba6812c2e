"use client";

import { request } from "@/platform/http/client";
import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/platform/http/client";
import { PRESENCE_HEARTBEAT_MS } from "../rules";
import type { InboxList, InboxThread } from "../types";

/**
 * The inbox's data, live: the list and the open conversation are read again when the
 * inbox topic says something changed (server-sent events). While the inbox is open, a
 * heartbeat tells visitors the team is online; closing it says the member left.
 */
export function useInbox(selectedId: number | null) {
  const [list, setList] = useState<InboxList | null>(null);
  const [thread, setThread] = useState<InboxThread | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);

  const refresh = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    apiFetch<InboxList>("/api/help/inbox", { fallback: "Failed to load the inbox" })
      .then((loaded) => live && (setList(loaded), setError(null)))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [tick]);

  useEffect(() => {
    if (selectedId === null) return;
    let live = true;
    apiFetch<InboxThread>(`/api/help/inbox/${selectedId}`, { fallback: "Failed to load the conversation" })
      .then((loaded) => live && setThread(loaded))
      .catch(() => live && setThread(null));
    return () => {
      live = false;
    };
  }, [selectedId, tick]);

  useEffect(() => {
    const source = new EventSource("/api/help/inbox/stream");
    source.addEventListener("help-inbox", refresh);
    const beat = () => void request("/api/help/presence", { method: "POST" }).catch(() => {});
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    return () => {
      source.close();
      clearInterval(timer);
      void request("/api/help/presence", { method: "DELETE", keepalive: true }).catch(() => {});
    };
  }, [refresh]);

  // The thread shown is the selected one's (an earlier selection's answer is not shown meanwhile).
  return { list, thread: thread && thread.conversation.id === selectedId ? thread : null, setThread, error, refresh };
}
