// The widget's calls to /api/help (same origin, never cached) and the words for their failures.
import type { HelpTexts } from "../texts";
import { HELP_ERRORS } from "../rules";

export class HelpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A JSON call; a refusal throws HelpError with the server's message (in English: mapped by `say`). */
export async function call<T>(path: string, init: { method?: string; body?: unknown; key?: string } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      cache: "no-store",
      headers: init.body === undefined ? undefined : { "content-type": "application/json", ...(init.key ? { "idempotency-key": init.key } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new HelpError("network", 0);
  }
  const data = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok) throw new HelpError(typeof data?.error === "string" ? data.error : "", response.status);
  return data as T;
}

/** The refusal in the page's language: the known messages by their text, else by status. */
export function say(error: unknown, texts: HelpTexts): string {
  if (!(error instanceof HelpError)) return texts.serverError;
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
