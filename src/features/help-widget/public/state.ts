// The widget's state in the browser: what survives a language change (5 s) and the stored mode.
import { HELP_RESTORE_MS, HELP_SIZES, HELP_STORAGE, HELP_VIEWS, type HelpSize, type HelpView } from "../rules";

export type HelpState = { view: HelpView; size: HelpSize };
type Saved = HelpState & { open: boolean; at: number; locale: string };

/**
 * The state saved when the last page was left in another language (a language change),
 * if that was at most HELP_RESTORE_MS ago (spec §9). A reload or a link in the same
 * language starts closed.
 */
export function restoreState(locale: string, now = Date.now()): (HelpState & { open: boolean }) | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(HELP_STORAGE.state) ?? "null") as Saved | null;
    sessionStorage.removeItem(HELP_STORAGE.state);
    if (!saved || saved.locale === locale || typeof saved.at !== "number" || now - saved.at > HELP_RESTORE_MS || now < saved.at - 1000) return null;
    if (!HELP_VIEWS.includes(saved.view) || !HELP_SIZES.includes(saved.size)) return null;
    return { view: saved.view, size: saved.size, open: saved.open === true };
  } catch {
    return null;
  }
}

/** Saves the state as the page is left (a language change navigates to /{locale}/{rest}). */
export function saveState(state: HelpState, open: boolean, locale: string) {
  try {
    sessionStorage.setItem(HELP_STORAGE.state, JSON.stringify({ ...state, open, locale, at: Date.now() }));
  } catch {
    // storage refused
  }
}

/** The stored mode (spec §4: chat or help): the view the widget opens on. */
export function storedMode(): "chat" | "help" {
  try {
    return localStorage.getItem(HELP_STORAGE.mode) === "chat" ? "chat" : "help";
  } catch {
    return "help";
  }
}

export function storeMode(view: HelpView) {
  try {
    localStorage.setItem(HELP_STORAGE.mode, view === "conversation" ? "chat" : "help");
  } catch {
    // storage refused
  }
}
