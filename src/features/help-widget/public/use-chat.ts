"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { HELP_STORAGE } from "../rules";
import type { HelpChatMessage, VisitorConversation } from "../types";
import { ApiError } from "@/platform/http/client";
import { call, newKey } from "./client";

const readKey = () => {
  try {
    return localStorage.getItem(HELP_STORAGE.conversation);
  } catch {
    return null;
  }
};
const writeKey = (key: string | null) => {
  try {
    if (key) localStorage.setItem(HELP_STORAGE.conversation, key);
    else localStorage.removeItem(HELP_STORAGE.conversation);
  } catch {
    // storage refused: the conversation lasts as long as the page
  }
};

/**
 * The visitor's conversation: its key kept in the browser (a reload continues it), the
 * messages read once and then followed live (server-sent events), and the sends. A
 * team message that arrives calls `onTeamMessage` (the live region announces it).
 */
export function useChat(onTeamMessage: (message: HelpChatMessage) => void) {
  const [conversation, setConversation] = useState<VisitorConversation | null>(null);
  const [loading, setLoading] = useState(() => readKey() !== null);
  const announce = useRef(onTeamMessage);
  useEffect(() => {
    announce.current = onTeamMessage;
  }, [onTeamMessage]);
  const sendKey = useRef<{ text: string; key: string } | null>(null);

  const merge = useCallback((message: HelpChatMessage) => {
    setConversation((current) => (current && !current.messages.some((m) => m.id === message.id) ? { ...current, messages: [...current.messages, message] } : current));
  }, []);

  useEffect(() => {
    const key = readKey();
    if (!key) return;
    let live = true;
    call<VisitorConversation>(`/api/help/conversations/${encodeURIComponent(key)}`)
      .then((loaded) => live && setConversation(loaded))
      .catch((error: unknown) => {
        // A key the site does not know (another site's, or deleted): start again.
        if (error instanceof ApiError && error.status === 404) writeKey(null);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const id = conversation?.id;
  useEffect(() => {
    if (!id) return;
    const source = new EventSource(`/api/help/conversations/${encodeURIComponent(id)}/stream`);
    const onEvent = (event: MessageEvent<string>) => {
      const data = JSON.parse(event.data) as { type: string; message?: HelpChatMessage; status?: "open" | "closed" };
      if (data.type === "message" && data.message) {
        merge(data.message);
        if (data.message.author === "member") announce.current(data.message);
      } else if (data.type === "status" && data.status) {
        setConversation((current) => (current ? { ...current, status: data.status! } : current));
      }
    };
    // Each frame is named by the conversation's topic.
    source.addEventListener(`help-chat:${id}`, onEvent as EventListener);
    return () => source.close();
  }, [id, merge]);

  /** Sends a message (starting the conversation with the first); the same text retried keeps its Idempotency-Key. */
  const send = async (text: string, extra: { email?: string; locale: string; page: string }) => {
    if (sendKey.current?.text !== text) sendKey.current = { text, key: newKey() };
    const key = sendKey.current.key;
    const next = id
      ? await call<VisitorConversation>(`/api/help/conversations/${encodeURIComponent(id)}/messages`, { method: "POST", body: { message: text }, key })
      : await call<VisitorConversation>("/api/help/conversations", { method: "POST", body: { message: text, email: extra.email || undefined, locale: extra.locale, page: extra.page }, key });
    sendKey.current = null;
    writeKey(next.id);
    setConversation(next);
  };

  const saveEmail = async (email: string) => {
    if (!id) return;
    setConversation(await call<VisitorConversation>(`/api/help/conversations/${encodeURIComponent(id)}`, { method: "PATCH", body: { email }, key: newKey() }));
  };

  return { conversation, loading, send, saveEmail };
}
