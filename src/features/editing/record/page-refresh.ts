"use client";

import { useCallback, useEffect, useRef } from "react";
import { refreshPage } from "@/platform/page-refresh";

import { HEADING_UPDATED_EVENT, SECTION_UPDATED_EVENT } from "./events";

const REFRESHING_EVENTS = [SECTION_UPDATED_EVENT, HEADING_UPDATED_EVENT] as const;

/**
 * The editing shell's one page refresh (issue 19 §6): the page under the editors
 * renders again from the server (its HTML is the source of truth). Requests made
 * in one go (a save announces its event and closes its editor in the same task)
 * are one refresh, through the renderer's refresher (src/platform/page-refresh).
 */
export function usePageRefresh(): () => void {
  const pending = useRef(false);
  return useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    queueMicrotask(() => {
      pending.current = false;
      refreshPage();
    });
  }, []);
}

/** The spec's update events, from an editor or anything else on the page, refresh the page. */
export function useRefreshOnUpdateEvents(refresh: () => void) {
  useEffect(() => {
    for (const name of REFRESHING_EVENTS) window.addEventListener(name, refresh);
    return () => {
      for (const name of REFRESHING_EVENTS) window.removeEventListener(name, refresh);
    };
  }, [refresh]);
}
