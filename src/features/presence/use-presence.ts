"use client";

import { useEffect, useRef, useState } from "react";
import { request } from "@/platform/http/client";
import { useViewer } from "@/platform/session";
import { PRESENCE_HEARTBEAT_MS, type PresenceEvent, type PresentEditor } from "./rules";

/** A save another member made of the open record, as the live stream tells it. */
export type RemoteSave = { userId: string; name: string | null };

/** What an editor shows of the others: one entry per member (their first tab), and the last arrival for screen readers. */
export type Presence = { others: PresentEditor[]; arrived: string | null };

/** `records`: the records the save changed beyond its path, as editors name them (a menu's style saved with the organization). */
type SavedEvent = { type: "saved"; method: string; path: string; by: string; records?: string[] };

/** Hex of 16 random bytes (crypto.randomUUID needs a secure context; a site may be served over plain HTTP). */
function randomTab(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A save of `record` or of something inside it (a revision restored, its metrics). */
const concerns = (path: string, record: string) => path === record || path.startsWith(`${record}/`);

/**
 * Presence of other editors on one record (issue 43 §4), client side: while `record`
 * (its API address) is set, the editor says it is there (POST every 10 s, answered with
 * the record's open editors), follows the members' live stream for others opening and
 * closing it and for saves of it, and says goodbye when it closes or the page goes away.
 * `onRemoteSave` hears a save of the record by another member, at once.
 */
export function usePresence(record: string | null, onRemoteSave: (save: RemoteSave) => void): Presence {
  const viewer = useViewer();
  const organizationId = viewer?.organization?.id;
  const me = viewer?.user?.id;
  const [tab] = useState(randomTab);
  const [editors, setEditors] = useState<ReadonlyMap<string, PresentEditor>>(new Map());
  const [arrived, setArrived] = useState<string | null>(null);
  const heard = useRef(onRemoteSave);
  useEffect(() => {
    heard.current = onRemoteSave;
  });

  useEffect(() => {
    if (!record || !organizationId || !me) return;
    const address = `/api/organizations/${organizationId}/presence`;
    const body = { record, tab };
    let open = true;
    const names = new Map<string, string>();
    const beat = () =>
      request<{ editors: PresentEditor[] }>(address, { method: "POST", body })
        .then(({ editors: list }) => {
          if (!open) return;
          for (const e of list) names.set(e.user_id, e.name);
          setEditors(new Map(list.filter((e) => e.tab !== tab).map((e) => [e.tab, e])));
        })
        .catch(() => {}); // the next beat tries again; presence never stands in the way of editing
    const leave = () => void request(address, { method: "DELETE", body, keepalive: true }).catch(() => {});

    const stream = new EventSource(`/api/organizations/${organizationId}/live`);
    stream.addEventListener("open", () => void beat()); // subscribed first, so nobody who opens after our answer is missed
    stream.addEventListener("saves", (message) => {
      const data = JSON.parse((message as MessageEvent<string>).data) as PresenceEvent | SavedEvent;
      if (data.type === "presence" && data.record === record && data.tab !== tab) {
        names.set(data.user_id, data.name);
        setEditors((current) => {
          const next = new Map(current);
          if (data.open) next.set(data.tab, { tab: data.tab, user_id: data.user_id, name: data.name });
          else next.delete(data.tab);
          return next;
        });
        if (data.open && data.user_id !== me) setArrived(data.name);
      } else if (
        data.type === "saved" &&
        data.by !== me &&
        data.method !== "GET" &&
        [data.path, ...(data.records ?? [])].some((path) => concerns(path, record))
      ) {
        heard.current({ userId: data.by, name: names.get(data.by) ?? null });
      }
    });
    const heartbeat = setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    // Leaving the page says goodbye; coming back to it (the back/forward cache) says hello again.
    const onHide = () => leave();
    const onShow = (event: PageTransitionEvent) => event.persisted && void beat();
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      open = false;
      clearInterval(heartbeat);
      stream.close();
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
      leave();
      setEditors(new Map());
    };
  }, [record, organizationId, me, tab]);

  const others: PresentEditor[] = [];
  for (const e of editors.values()) if (e.user_id !== me && !others.some((o) => o.user_id === e.user_id)) others.push(e);
  return { others, arrived };
}
