import { HttpError } from "./errors";

/** At most `max` requests per `windowMs`, counted from the first request of the window. */
export type RateLimit = { max: number; windowMs: number };

export const RATE_LIMITED = "Too many requests. Please wait a moment and try again.";

type Window = { count: number; first: number };

/** Keys kept at most (the oldest window is forgotten first), so a flood of addresses cannot grow memory without bound. */
const MAX_KEYS = 100_000;

const g = globalThis as unknown as { __onsiteRateLimits?: Map<string, Window> };
const windows = (g.__onsiteRateLimits ??= new Map());

/** The live window of `key` (a new one when none is, or the last has run out). */
function windowOf(key: string, limit: RateLimit, now: number): Window {
  let window = windows.get(key);
  if (!window || now - window.first >= limit.windowMs) {
    window = { count: 0, first: now };
    windows.delete(key);
    if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
    windows.set(key, window);
  }
  return window;
}

/**
 * Refuses (429 with `Retry-After` in seconds) when `key` has had `max` requests in its
 * window, without counting this one: for a limit that counts only what it accepted
 * (countRateLimit after the write).
 */
export function checkRateLimit(key: string, limit: RateLimit, now = Date.now()): void {
  const window = windowOf(key, limit, now);
  if (window.count >= limit.max) {
    const retryAfter = Math.max(1, Math.ceil((window.first + limit.windowMs - now) / 1000));
    throw new HttpError(429, RATE_LIMITED, { retry_after: retryAfter });
  }
}

/** Counts one request against `key` (after checkRateLimit let it through and it was accepted). */
export function countRateLimit(key: string, limit: RateLimit, now = Date.now()): void {
  windowOf(key, limit, now).count += 1;
}

/**
 * Counts one request against `key` (in memory, per instance: several instances each
 * allow `max`, which the limits' sizes allow for). Over the limit: 429 with
 * `Retry-After` in seconds. `now` is a parameter so tests move time by hand.
 */
export function takeRateLimit(key: string, limit: RateLimit, now = Date.now()): void {
  checkRateLimit(key, limit, now);
  countRateLimit(key, limit, now);
}
