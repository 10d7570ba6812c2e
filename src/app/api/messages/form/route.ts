import { sendMessageFormRoute } from "@/features/messages/server";

export const dynamic = "force-dynamic";

/** POST /api/messages/form (urlencoded): the contact form or quote request posted without scripts; 303 back to its page with the outcome. */
export const POST = sendMessageFormRoute;
