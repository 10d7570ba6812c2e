"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useViewer } from "@/platform/session";
import { basePath, type WidgetSettings } from "@/features/site";
import { EMAIL_PATTERN } from "../../rules";
import { fill, type HelpTexts } from "../../texts";
import type { HelpStatus } from "../../types";
import { useScriptsReady } from "@/ui/use-scripts-ready";
import { say } from "../client";
import { useChat } from "../use-chat";
import { FIELD, PRIMARY } from "./styles";

/**
 * Live support: the conversation with the team, in real time. When nobody is online
 * the visitor leaves an email (required then) and gets the answer by mail. New team
 * messages are announced by a live region.
 */
export function ChatView({ texts, status, settings }: { texts: HelpTexts; status: HelpStatus | null; settings: WidgetSettings }) {
  const [announcement, setAnnouncement] = useState("");
  const { conversation, loading, send, saveEmail } = useChat((message) => setAnnouncement(fill(texts.newMessage, { name: message.author_name || texts.team, message: message.body })));
  const [text, setText] = useState("");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const ready = useScriptsReady();
  const [error, setError] = useState<{ field: "message" | "email" | null; text: string } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const messageId = useId();
  const emailId = useId();
  const errorId = useId();
  const offline = status !== null && !status.online;
  // A signed-in person is answered at their account's address (shown read-only, as the booking form does): never asked for it.
  const account = useViewer()?.user ?? null;
  const needsEmail = offline && !conversation?.email && !account;
  const accountEmail = offline && !conversation?.email && account ? account.email : null;

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [conversation?.messages.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setError({ field: "message", text: texts.messageRequired });
    if (needsEmail && !email.trim()) return setError({ field: "email", text: texts.emailRequired });
    if (needsEmail && !EMAIL_PATTERN.test(email.trim())) return setError({ field: "email", text: texts.emailInvalid });
    setBusy(true);
    setError(null);
    try {
      if (conversation && needsEmail) await saveEmail(email.trim());
      await send(value, { email: needsEmail ? email.trim() : (accountEmail ?? undefined), locale: settings.locale, page: basePath(window.location.pathname) });
      setText("");
    } catch (failure) {
      setError({ field: null, text: say(failure, texts) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex h-full flex-col gap-3">
      <div>
        <h3 className="text-lg font-semibold">{texts.chatTitle}</h3>
        <p className="text-sm text-gray-700">{offline ? texts.leaveEmail : texts.chatIntro}</p>
      </div>
      {loading ? <p role="status">{texts.loading}</p> : null}
      <ol ref={list} aria-label={texts.chatTitle} className="flex-1 space-y-2" data-help-messages>
        {conversation?.messages.map((message) => (
          <li key={message.id} className={`max-w-[85%] rounded-xl px-3 py-2 text-sm ${message.author === "member" ? "bg-gray-100 text-gray-900" : "ml-auto bg-blue-700 text-white"}`}>
            <p className="text-xs font-semibold">{message.author === "member" ? message.author_name || texts.team : texts.you}</p>
            <p className="whitespace-pre-wrap">{message.body}</p>
          </li>
        ))}
      </ol>
      {conversation?.status === "closed" ? <p className="text-sm text-gray-700">{texts.closedNote}</p> : null}
      {conversation?.email ? <p className="text-sm text-gray-700">{fill(texts.emailSaved, { email: conversation.email })}</p> : null}
      <p aria-live="polite" className="sr-only" data-help-announcement>
        {announcement}
      </p>
      <form method="post" action="/api/help/conversations" onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
        {needsEmail ? (
          <div>
            <label htmlFor={emailId} className="block font-semibold">
              {texts.emailLabel}
            </label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error?.field === "email") setError(null);
              }}
              aria-invalid={error?.field === "email" || undefined}
              aria-describedby={error?.field === "email" ? errorId : undefined}
              className={FIELD}
            />
          </div>
        ) : accountEmail ? (
          <div>
            <label htmlFor={emailId} className="block font-semibold">
              {texts.emailLabel}
            </label>
            <input id={emailId} type="email" value={accountEmail} readOnly aria-describedby={`${emailId}-account`} className={`${FIELD} bg-gray-100`} data-help-account-email />
            <p id={`${emailId}-account`} className="mt-1 text-sm text-gray-700">
              {texts.emailFromAccount}
            </p>
          </div>
        ) : null}
        <label htmlFor={messageId} className="block font-semibold">
          {texts.messageLabel}
        </label>
        <textarea
          id={messageId}
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error?.field === "message") setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          aria-invalid={error?.field === "message" || undefined}
          aria-describedby={error?.field === "message" ? errorId : undefined}
          className={FIELD}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-800">
            {error.text}
          </p>
        ) : null}
        <button type="submit" disabled={busy || !ready} aria-busy={busy} className={PRIMARY}>
          {busy ? texts.sending : texts.send}
        </button>
      </form>
    </div>
  );
}
