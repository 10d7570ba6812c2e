"use client";

import { openHelpChat } from "./signal";

/** The tickets page's "Continue in the chat": the widget opens on that conversation. */
export function ContinueChat({ conversationKey, label }: { conversationKey: string; label: string }) {
  return (
    <button
      type="button"
      onClick={() => openHelpChat(conversationKey)}
      className="inline-flex min-h-11 items-center rounded-lg bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      {label}
    </button>
  );
}
