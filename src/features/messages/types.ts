import type { JsonRow } from "@/platform/db/json-row";
import type { messages, QuoteLine } from "./tables";

export type { QuoteLine };

/** A message as members read it (GET /api/messages): the table's columns but the organization. */
export type MessageRecord = Omit<JsonRow<typeof messages.$inferSelect>, "organization_id">;

/** GET /api/messages: newest first, and how many are unread. */
export type MessageList = { messages: MessageRecord[]; unread: number };
