"use client";

/** The words of a request that never reached the server (offline, DNS, a dropped connection). */
export const NETWORK_ERROR = "Network error. Please check your connection and try again.";

/**
 * Every failed API call of every client (editor or visitor): the status (0 when the
 * server was never reached), the message to show (the server's `error` or `message`,
 * else the caller's words) and the field it concerns; `body` is the whole answer
 * (a 409's current record, say).
 */
export class ApiError extends Error {
  readonly field: string | undefined;
  /** The answer's status text ("Bad Gateway"), for the messages that name it; "" without an answer. */
  readonly statusText: string;
  /** Without an answer: the browser's own words for the failure ("Failed to fetch"), for the messages that quote them. */
  readonly networkMessage: string;

  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> | null = null,
    extra: { field?: string; statusText?: string; networkMessage?: string } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.field = extra.field ?? (typeof body?.field === "string" ? body.field : undefined);
    this.statusText = extra.statusText ?? "";
    this.networkMessage = extra.networkMessage ?? "";
  }
}

export type RequestOptions = {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `Idempotency-Key`: a retry of a visitor's write is answered, not written twice. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** The message when the answer names none (default "Request failed"). */
  fallback?: string;
  /** The browser may send it while the page goes away (a presence's goodbye). */
  keepalive?: boolean;
};

const messageOf = (data: Record<string, unknown> | null, fallback: string) =>
  (typeof data?.error === "string" && data.error) || (typeof data?.message === "string" && data.message) || fallback;

/**
 * The one way a client calls this site's /api: same origin with the session cookie,
 * never from the HTTP cache, a JSON body. Answers the JSON (null for an empty
 * answer); a failure throws ApiError. An aborted request throws the abort itself.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(path, options)).data;
}

/** request(), with the answer's headers too (the cookie policy's revision is one). */
export async function requestWithHeaders<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const { method = "GET", body, idempotencyKey, signal, fallback = "Request failed", keepalive } = options;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR, 0, null, { networkMessage: error instanceof Error ? error.message : "" });
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) throw new ApiError(messageOf(data, fallback), response.status, data, { statusText: response.statusText });
  return { data: data as T, headers: response.headers };
}

/** The editing layer's name for request() (the same helper). */
export const apiFetch = request;
