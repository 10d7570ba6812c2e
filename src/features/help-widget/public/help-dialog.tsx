"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { WidgetSettings } from "@/features/site";
import { nextSize, SMALL_SCREEN_PX, type HelpSize, type HelpView } from "../rules";
import type { HelpState } from "./state";
import { useHelpData } from "./use-help-data";
import { AnswersView } from "./views/answers";
import { ChatView } from "./views/chat";
import { FaqView } from "./views/faq";
import { KnowledgeBaseView } from "./views/knowledge-base";
import { WelcomeView } from "./views/welcome";

export type HelpDialogProps = { state: HelpState; onState: (next: HelpState) => void; onClose: () => void; settings: WidgetSettings; member: boolean };

const SIZE_CLASS: Record<HelpSize, string> = {
  initial: "right-4 bottom-20 h-[min(620px,calc(100dvh-6rem))] w-[min(400px,calc(100vw-2rem))] rounded-2xl",
  half: "inset-x-0 bottom-0 h-1/2 w-full rounded-t-2xl sm:inset-y-0 sm:right-0 sm:left-auto sm:h-full sm:w-1/2 sm:rounded-none",
  fullscreen: "inset-0 h-full w-full",
};

const TABS: { view: HelpView; key: "tabWelcome" | "tabConversation" | "tabFaq" | "tabKnowledgeBase" | "tabAi" }[] = [
  { view: "welcome", key: "tabWelcome" },
  { view: "conversation", key: "tabConversation" },
  { view: "faq", key: "tabFaq" },
  { view: "knowledge-base", key: "tabKnowledgeBase" },
  { view: "ai", key: "tabAi" },
];

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function useSmallScreen() {
  const [small, setSmall] = useState(() => typeof window !== "undefined" && window.matchMedia(`(max-width: ${SMALL_SCREEN_PX}px)`).matches);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${SMALL_SCREEN_PX}px)`);
    const update = () => setSmall(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return small;
}

/**
 * The help dialog (its own chunk): the views welcome, conversation, faq, knowledge
 * base and ai under a bottom tab bar, and the size toggle (spec §4). Focus moves into
 * it and stays there (Tab cycles), Escape closes it and the button gets focus back.
 */
export default function HelpDialog({ state, onState, onClose, settings, member }: HelpDialogProps) {
  const { texts, content, status, failed, retry } = useHelpData(settings.locale);
  const small = useSmallScreen();
  // Small screens have no "initial" size: they cycle half and full screen.
  const size: HelpSize = small && state.size === "initial" ? "half" : state.size;
  const [article, setArticle] = useState<string | null>(null);
  const [faq, setFaq] = useState<number | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const go = (view: HelpView) => onState({ ...state, size, view });
  const openArticle = (slug: string) => {
    setArticle(slug);
    go("knowledge-base");
  };
  const openFaq = (id: number) => {
    setFaq(id);
    go("faq");
  };

  useEffect(() => {
    if (!texts) return;
    const first = main.current?.querySelector<HTMLElement>("input, textarea") ?? dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    if (!dialog.current?.contains(document.activeElement)) first?.focus();
  }, [texts, state.view]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null || item === document.activeElement);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items.at(-1)!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const sizeName = texts ? { initial: texts.sizeInitial, half: texts.sizeHalf, fullscreen: texts.sizeFullscreen }[size] : "";
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-help-dialog
      data-size={size}
      data-view={state.view}
      onKeyDown={onKeyDown}
      className={`fixed z-50 flex flex-col overflow-hidden border border-gray-300 bg-white text-gray-900 shadow-2xl motion-safe:transition-[width,height] motion-safe:duration-200 ${SIZE_CLASS[size]}`}
    >
      <div className="flex items-center gap-2 border-b border-gray-200 bg-blue-700 px-4 py-3 text-white">
        <h2 id={titleId} className="flex-1 text-lg font-semibold">
          {texts?.dialogTitle ?? settings.siteTitle ?? ""}
        </h2>
        {texts ? (
          <>
            <button
              type="button"
              data-help-size
              onClick={() => onState({ ...state, size: nextSize(size, small) })}
              aria-label={texts.size.replace("{size}", sizeName)}
              className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d={size === "fullscreen" ? "M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" : "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"} />
              </svg>
            </button>
            <button type="button" onClick={onClose} aria-label={texts.close} className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </>
        ) : null}
      </div>
      <div ref={main} className="min-h-0 flex-1 overflow-y-auto p-4">
        {!texts || (!content && !failed) ? (
          <p role="status">{texts?.loading ?? "…"}</p>
        ) : failed || !content ? (
          <div role="alert">
            <p>{texts.loadFailed}</p>
            <button type="button" onClick={retry} className="mt-2 min-h-11 rounded-lg border border-gray-900 px-4 font-semibold">
              {texts.retry}
            </button>
          </div>
        ) : state.view === "welcome" ? (
          <WelcomeView texts={texts} content={content} status={status} settings={settings} member={member} onArticle={openArticle} onChat={() => go("conversation")} />
        ) : state.view === "faq" ? (
          <FaqView texts={texts} faqs={content.faqs} openId={faq} />
        ) : state.view === "knowledge-base" ? (
          <KnowledgeBaseView texts={texts} content={content} settings={settings} article={article} onArticle={setArticle} />
        ) : state.view === "ai" ? (
          <AnswersView texts={texts} locale={settings.locale} onFaq={openFaq} onChat={() => go("conversation")} />
        ) : (
          <ChatView texts={texts} status={status} settings={settings} />
        )}
      </div>
      {texts ? (
        <nav aria-label={texts.tabs} className="grid grid-cols-5 border-t border-gray-200 bg-gray-50">
          {TABS.map((tab) => (
            <button
              key={tab.view}
              type="button"
              onClick={() => {
                if (tab.view === "knowledge-base") setArticle(null);
                go(tab.view);
              }}
              aria-current={state.view === tab.view ? "page" : undefined}
              className={`min-h-12 px-1 text-xs font-semibold focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none focus-visible:ring-inset sm:text-sm ${state.view === tab.view ? "bg-white text-blue-800 underline underline-offset-4" : "text-gray-800 hover:bg-gray-100"}`}
            >
              {texts[tab.key]}
            </button>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
