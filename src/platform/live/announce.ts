import "server-only";
import { publishLive } from "./publish";

/** The members-only topic on which every committed save is announced (what changed, by whom). */
export const SAVES_TOPIC = "saves";

/**
 * Tells the organization's members whose pages are open that a save happened (the
 * API path and method that made it, and who; `records`: the API addresses of the
 * records it changed beyond its path, as the editors name them for presence, issue
 * 43 §4). After the commit: a failure here is logged and never turns a saved change
 * into an error.
 */
export async function announceSave(
  organizationId: number,
  request: Request,
  userId: string,
  topic = SAVES_TOPIC,
  records: readonly string[] = [],
): Promise<void> {
  try {
    const path = new URL(request.url).pathname;
    await publishLive(organizationId, topic, { type: "saved", method: request.method, path, by: userId, ...(records.length ? { records } : {}) });
  } catch (error) {
    console.error("The save could not be announced on the live channel:", error);
  }
}

/** An event a save declares for a live topic (a chat's message, the inbox's change). */
export type LiveAnnouncement = { topic: string; data: unknown };

/** What a save pipeline announces after its commit: a topic that hears "saved", events of its own, or nothing (false). */
export type DeclaredAnnouncement<R> = string | false | ((result: R) => readonly LiveAnnouncement[]);

/** Publishes a save's declared announcements; a failure is logged, never the save's error. */
export async function announceDeclared<R>(
  declared: DeclaredAnnouncement<R>,
  result: R,
  organizationId: number,
  request: Request,
  userId: string | null,
  records: readonly string[] = [],
): Promise<void> {
  if (declared === false) return;
  if (typeof declared === "string") {
    if (userId) await announceSave(organizationId, request, userId, declared, records);
    return;
  }
  for (const { topic, data } of declared(result))
    await publishLive(organizationId, topic, data).catch((error: unknown) => console.error(`Announcing on ${topic}:`, error));
}
