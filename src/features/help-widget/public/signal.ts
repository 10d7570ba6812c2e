// The cross-tab and same-tab signal that opens the chat (spec §4: "a cross-tab signal can open the chat widget").
import { WINDOW_EVENTS } from "@/platform/window-events";
import { HELP_STORAGE } from "../rules";

/** Fired on this window when something on the page asks the widget to open the chat. */
export const OPEN_CHAT_EVENT = WINDOW_EVENTS.helpOpenChat;

/** Asks the widget, in this tab and in the site's other tabs, to open the chat (on `key`'s conversation, when given). */
export function openHelpChat(key?: string) {
  try {
    if (key) localStorage.setItem(HELP_STORAGE.conversation, key);
  } catch {
    // storage refused: the widget opens a new conversation
  }
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(HELP_STORAGE.channel);
    channel.postMessage({ type: "open-chat" });
    channel.close();
  }
}
