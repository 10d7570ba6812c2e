"use client";

import type { EditorRegistration } from "@/features/editing/record";
import { ADMIN_ROLES } from "@/platform/tenancy/types";

/** Messages: visitors' contact messages and quote requests (owners and admins, as its API), from Create New, the palette and the dashboard (`#open=messages`). */
export const messagesEditor: EditorRegistration = {
  type: "messages",
  label: "Messages",
  roles: ADMIN_ROLES,
  commands: [{ id: "messages", label: "Messages", keywords: ["inbox", "contact", "quote", "requests", "mail"], roles: ADMIN_ROLES, group: "site" }],
  load: () => import("./editor/messages-dialog"),
};
