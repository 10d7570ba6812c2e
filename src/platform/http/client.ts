"use client";

/** An API failure with the server's message (its `error` or `message` field) or the caller's default. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * JSON request from the editing layer to this site's /api (session cookie, same
 * origin). A non-ok answer throws ApiError with the server's message, else `fallback`.
 */
export async function apiFetch<T>(path: string, options: { method?: string; body?: unknown; fallback?: string } = {}): Promise<T> {
  const { method = "GET", body, fallback = "Request failed" } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError("Network error. Please check your connection and try again.", 0, null);
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const message = (typeof data?.error === "string" && data.error) || (typeof data?.message === "string" && data.message) || fallback;
    throw new ApiError(message, response.status, data);
  }
  return data as T;
}
