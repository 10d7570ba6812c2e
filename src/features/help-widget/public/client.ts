// The widget's calls to /api/help (same origin, never cached) and the words for their failures.
import { ApiError, request } from "@/platform/http/client";
import type { HelpTexts } from "../texts";
import { HELP_ERRORS } from "../rules";

/** A JSON call (`key`: its Idempotency-Key); a refusal throws ApiError with the server's message (in English: mapped by `say`). */
export function call<T>(path: string, init: { method?: string; body?: unknown; key?: string } = {}): Promise<T> {
  return request<T>(path, { method: init.method, body: init.body, idempotencyKey: init.key, fallback: "" });
}

/** The refusal in the page's language: the known messages by their text, else by status. */
export function say(error: unknown, texts: HelpTexts): string {
  if (!(error instanceof ApiError)) return texts.serverError;
  if (error.status === 0) return texts.networkError;
  if (error.status === 429) return texts.tooMany;
  const known: [string, string][] = [
    [HELP_ERRORS.messageRequired, texts.messageRequired],
    [HELP_ERRORS.emailRequired, texts.emailRequired],
    [HELP_ERRORS.emailInvalid, texts.emailInvalid],
  ];
  const match = known.find(([english]) => english === error.message);
  if (match) return match[1];
  return error.status >= 500 || !error.message ? texts.serverError : error.message;
}

export const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
