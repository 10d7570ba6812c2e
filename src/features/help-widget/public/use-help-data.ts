"use client";

import { useEffect, useState } from "react";
import { loadHelpTexts, type HelpTexts } from "../texts";
import type { HelpContent, HelpStatus } from "../types";
import { call } from "./client";

/** The dialog's texts (their chunk), the site's help content and the team's status, loaded when it opens. */
export function useHelpData(locale: string) {
  const [texts, setTexts] = useState<HelpTexts | null>(null);
  const [content, setContent] = useState<HelpContent | null>(null);
  const [status, setStatus] = useState<HelpStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void loadHelpTexts(locale).then((loaded) => live && setTexts(loaded));
    call<HelpContent>(`/api/help/content?locale=${encodeURIComponent(locale)}`)
      .then((loaded) => live && setContent(loaded))
      .catch(() => live && setFailed(true));
    call<HelpStatus>("/api/help/status")
      .then((loaded) => live && setStatus(loaded))
      .catch(() => live && setStatus({ online: false, usual_reply_minutes: null }));
    return () => {
      live = false;
    };
  }, [locale, attempt]);

  return { texts, content, status, failed, retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
