import "server-only";

/** The members' inbox topic: `{ type: "message" | "updated", conversation_id }` for every change. */
export const INBOX_TOPIC = "help-inbox";
/** One conversation's topic, named by its visitor key (the event name the visitor's EventSource listens for). */
export const chatTopic = (key: string) => `help-chat:${key}`;
// The save pipelines announce on them (their `announce` option).
