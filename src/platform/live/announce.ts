import "server-only";
import { publishLive } from "./publish";

/** The members-only topic on which every committed save is announced (what changed, by whom). */
export const SAVES_TOPIC = "saves";

/**
 * Tells the organization's members whose pages are open that a save happened (the
 * API path and method that made it, and who). After the commit: a failure here is
 * logged and never turns a saved change into an error.
 */
export async function announceSave(organizationId: number, request: Request, userId: string): Promise<void> {
  try {
    await publishLive(organizationId, SAVES_TOPIC, { type: "saved", method: request.method, path: new URL(request.url).pathname, by: userId });
  } catch (error) {
    console.error("The save could not be announced on the live channel:", error);
  }
}
