"use client";

import { request } from "@/platform/http/client";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { canEdit, useViewer } from "@/platform/session";
import type { WidgetProps } from "@/features/site";
import { floatingBottom, floatingLayer } from "@/ui/floating-stack";
import { focusFloating, useFloatingPill } from "@/ui/floating-pills";
import { HELP_STORAGE } from "../rules";
import type { HelpDialogProps } from "./help-dialog";
import { OPEN_CHAT_EVENT } from "./signal";
import { restoreState, saveState, storedMode, storeMode, type HelpState } from "./state";

/** The button's word in each UI language (the dialog's texts load with the dialog). */
const LABEL: Record<string, string> = { en: "Help", es: "Ayuda", fr: "Aide", de: "Hilfe", ru: "Помощь", it: "Aiuto", pt: "Ajuda", pl: "Pomoc", zh: "帮助", ja: "ヘルプ" };

const ICON = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
  </svg>
);

/**
 * The help widget's button (the small chunk every page with it loads): it opens the
 * dialog, whose code loads on the first press; restores the dialog after a language
 * change (spec §9: 5 s); opens the chat on a signal from this tab or another
 * (BroadcastChannel); shows members the number of conversations waiting, silently.
 */
export default function HelpButton({ settings }: WidgetProps) {
  const viewer = useViewer();
  const member = canEdit(viewer);
  // The widget renders only in the browser (after hydration), so storage can be read here.
  const [restored] = useState(() => restoreState(settings.locale));
  const [state, setState] = useState<HelpState>(() => (restored ? { view: restored.view, size: restored.size } : { view: "welcome", size: "initial" }));
  const [open, setOpen] = useState(() => restored?.open === true);
  const [Dialog, setDialog] = useState<ComponentType<HelpDialogProps> | null>(null);
  const [unread, setUnread] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const current = useRef({ state, open });
  useEffect(() => {
    current.current = { state, open };
  }, [state, open]);

  const show = useCallback((next?: Partial<HelpState>) => {
    void import("./help-dialog").then((module) => setDialog(() => module.default));
    setState((previous) => ({ ...previous, ...next }));
    setOpen(true);
  }, []);

  useEffect(() => {
    if (restored?.open) void import("./help-dialog").then((module) => setDialog(() => module.default));
    const save = () => saveState(current.current.state, current.current.open, settings.locale);
    const openChat = () => show({ view: "conversation" });
    window.addEventListener("pagehide", save);
    window.addEventListener(OPEN_CHAT_EVENT, openChat);
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(HELP_STORAGE.channel);
    if (channel) channel.onmessage = (event: MessageEvent<{ type?: string }>) => event.data?.type === "open-chat" && openChat();
    return () => {
      // Leaving the page (a language change remounts the layout): the state waits 5 s for the next one.
      save();
      window.removeEventListener("pagehide", save);
      window.removeEventListener(OPEN_CHAT_EVENT, openChat);
      channel?.close();
    };
  }, [show, restored, settings.locale]);

  useEffect(() => {
    if (!member) return;
    let live = true;
    request<{ unread: number }>("/api/help/inbox/unread")
      .then((body) => live && setUnread(body.unread))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [member]);

  const change = (next: HelpState) => {
    setState(next);
    storeMode(next.view);
  };
  const close = () => {
    setOpen(false);
    focusFloating(button.current);
  };
  const label = LABEL[settings.locale] ?? LABEL.en!;
  const press = () => (open ? close() : show({ view: storedMode() === "chat" ? "conversation" : state.view }));
  // On a phone with the Schedule Meeting pill too, one compact launcher stands for both (src/ui/floating-pills.tsx).
  const { grouped, launcher } = useFloatingPill({ id: "help", label, icon: ICON, open: press });

  return (
    <>
      <div ref={floatingLayer("help")} className={`fixed right-4 z-40 ${grouped ? "max-md:hidden" : ""}`} style={{ bottom: floatingBottom("help") }}>
      <button
        ref={button}
        type="button"
        data-help-button
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={unread > 0 ? `${label} (${unread})` : label}
        onClick={press}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-blue-700 px-5 text-base font-semibold text-white shadow-lg hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {ICON}
        {label}
        {unread > 0 ? (
          <span aria-hidden="true" data-help-unread className="rounded-full bg-white px-2 text-xs font-bold text-blue-800">
            {unread}
          </span>
        ) : null}
      </button>
      </div>
      {launcher}
      {open && Dialog ? <Dialog state={state} onState={change} onClose={close} settings={settings} member={member} /> : null}
    </>
  );
}
