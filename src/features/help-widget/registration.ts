"use client";

import type { EditorRegistration } from "@/features/editing/record";
import { CONTENT_ROLES } from "@/platform/tenancy/types";

/** The members' inbox of live-support conversations (owners, admins, editors; customers never), from Create New, the palette and `#open=inbox`. */
export const inboxEditor: EditorRegistration = {
  type: "help_inbox",
  label: "Inbox",
  roles: CONTENT_ROLES,
  commands: [
    { id: "inbox", label: "Inbox", keywords: ["chat", "live support", "help", "conversations", "tickets", "support"], roles: CONTENT_ROLES, group: "site" },
  ],
  load: () => import("./editor/inbox-dialog"),
};
