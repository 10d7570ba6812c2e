import type { Messages } from "./messages";

/**
 * A locale's whole UI texts for a member's editors (`GET /api/ui-texts`), never in the public HTML. The islands
 * entry asks for them as soon as the session says a member is here, beside the editing layer's chunk.
 */
export async function loadUiTexts(locale: string): Promise<Messages> {
  const response = await fetch(`/api/ui-texts?locale=${encodeURIComponent(locale)}`, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`The UI texts did not load (${response.status}).`);
  return (await response.json()) as Messages;
}
