import { listMessagesRoute, sendMessageRoute } from "@/features/messages/server";

export const dynamic = "force-dynamic";

/** GET /api/messages?organization_id= : the organization's messages for its owners and admins, newest first, with the unread count. */
export const GET = listMessagesRoute;

/** POST /api/messages {kind: "contact" | "quote", …}: a visitor's contact message or quote request. */
export const POST = sendMessageRoute;
