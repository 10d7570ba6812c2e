"use client";

import { useEffect, useId, useRef } from "react";
import { X } from "lucide-react";
import { isLocale, type UiLocale } from "@/platform/i18n/locales";
import { CHOICE_KEY, cookieString, SEEN_COOKIE, SHOW_COOKIE, switchedPath } from "../model";
import { fill, languageName, POPUP_TEXTS } from "./texts";

export type LanguagePopupProps = { source: string; target: string; defaultLanguage: string; onDone: () => void };

/** Stores the visitor's language choice for a year (cookie and storage, spec §3, §7) and stops the suggestion. */
function storeChoice(language: string) {
  document.cookie = cookieString(CHOICE_KEY, language);
  document.cookie = cookieString(SHOW_COOKIE, "false");
  try {
    window.localStorage.setItem(CHOICE_KEY, language);
  } catch {
    // storage blocked: the cookie keeps it
  }
}

const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none";

/**
 * The language suggestion popup (spec/visitor.md "Language suggestion popup"): a modal
 * with the message, "continue in the current language" (primary), "switch to" the
 * suggested language (secondary) and a close icon, all written in the suggested
 * language (`lang`). Continue, close or Escape keep the current language as the
 * choice; switch stores the suggested one and goes to the same path and query in it.
 */
export function LanguagePopup({ source, target, defaultLanguage, onDone }: LanguagePopupProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const texts = POPUP_TEXTS[(isLocale(target) && target in POPUP_TEXTS ? target : "en") as UiLocale];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    document.cookie = cookieString(SEEN_COOKIE, "true");
  }, []);

  const stay = () => {
    storeChoice(source);
    ref.current?.close();
    onDone();
  };
  const change = () => {
    storeChoice(target);
    window.location.assign(switchedPath(window.location.pathname, window.location.search, window.location.hash, target, defaultLanguage));
  };

  return (
    <dialog
      ref={ref}
      lang={target}
      aria-labelledby={`${id}-message`}
      data-language-popup
      onCancel={(event) => {
        event.preventDefault();
        stay();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/40"
    >
      <div className="relative p-6 pt-10">
        <button type="button" onClick={stay} className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none">
          <X aria-hidden className="size-5" />
          <span className="sr-only">{texts.close}</span>
        </button>
        <p id={`${id}-message`} className="text-base">
          {fill(texts.message, languageName(target, target))}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <button type="button" onClick={stay} className={`${BUTTON} bg-gray-900 text-white hover:bg-gray-700`} data-language-stay autoFocus>
            {fill(texts.stay, languageName(source, target))}
          </button>
          <button type="button" onClick={change} className={`${BUTTON} border border-gray-900 bg-white text-gray-900 hover:bg-gray-100`} data-language-switch>
            {fill(texts.change, languageName(target, target))}
          </button>
        </div>
      </div>
    </dialog>
  );
}
