// Visitors' side of POST /api/messages (client-safe: no zod, no tables). ContactForm uses
// it, and the basket's quote form may (`sendQuote`).
import { ApiError, request } from "@/platform/http/client";
import type { ContactBody, MessageBody, QuoteBody } from "./rules";

/** What a send came to: the stored id, or why not (the form words each case in the page's language). */
export type SendResult =
  | { ok: true; id: number }
  | { ok: false; reason: "invalid"; status: number; error: string; field?: string }
  | { ok: false; reason: "rate-limited"; status: 429; error?: string }
  | { ok: false; reason: "server"; status: number; error?: string }
  | { ok: false; reason: "network"; status: 0; error?: undefined };

/** A new Idempotency-Key: 32 hex digits (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * POSTs a message with an Idempotency-Key (the caller keeps the key while it retries
 * the same body, so a retry after a lost answer stores nothing twice). Never throws.
 */
export async function sendMessage(body: MessageBody, idempotencyKey: string = newIdempotencyKey()): Promise<SendResult> {
  let data: { id?: unknown } | null;
  try {
    data = await request<{ id?: unknown } | null>("/api/messages", { method: "POST", body, idempotencyKey, fallback: "" });
  } catch (failure) {
    if (!(failure instanceof ApiError) || failure.status === 0) return { ok: false, reason: "network", status: 0 };
    const error = typeof failure.body?.error === "string" ? failure.body.error : undefined;
    if (failure.status === 429) return { ok: false, reason: "rate-limited", status: 429, error };
    if (failure.status >= 400 && failure.status < 500 && error) return { ok: false, reason: "invalid", status: failure.status, error, field: failure.field };
    return { ok: false, reason: "server", status: failure.status, error };
  }
  if (typeof data?.id === "number") return { ok: true, id: data.id };
  return { ok: false, reason: "server", status: 200 };
}

/** A contact message (ContactForm's body). */
export const sendContact = (body: Omit<ContactBody, "kind">, idempotencyKey?: string) => sendMessage({ kind: "contact", ...body }, idempotencyKey);

/** A quote request: the basket's plan ids and quantities (the server prices them). */
export const sendQuote = (body: Omit<QuoteBody, "kind">, idempotencyKey?: string) => sendMessage({ kind: "quote", ...body }, idempotencyKey);
