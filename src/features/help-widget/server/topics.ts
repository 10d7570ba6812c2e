import "server-only";
import { publishLive } from "@/platform/live";

/** The members' inbox topic: `{ type: "message" | "updated", conversation_id }` for every change. */
export const INBOX_TOPIC = "help-inbox";
/** One conversation's topic, named by its visitor key (the event name the visitor's EventSource listens for). */
export const chatTopic = (key: string) => `help-chat:${key}`;

/** Announces a change after its commit; a failure is logged, never turned into an error for a write that committed. */
export async function announce(organizationId: number, topic: string, data: unknown): Promise<void> {
  await publishLive(organizationId, topic, data).catch((error: unknown) => console.error(`[help] announcing on ${topic}:`, error));
}
