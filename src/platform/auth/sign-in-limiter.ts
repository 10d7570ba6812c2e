/**
 * Limits failed sign-ins: after MAX_FAILURES failures for one email from one
 * address within WINDOW_MS, further attempts are refused (429) until the window
 * passes. A successful sign-in clears the count. In memory per instance;
 * REDIS_URL is reserved for sharing it.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

type Entry = { failures: number; first: number };
const g = globalThis as unknown as { __onsiteSignInFailures?: Map<string, Entry> };
const failures = (g.__onsiteSignInFailures ??= new Map());

const key = (email: string, address: string) => `${email.trim().toLowerCase()}|${address}`;

function live(k: string, now: number): Entry | null {
  const entry = failures.get(k);
  if (!entry) return null;
  if (now - entry.first > WINDOW_MS) {
    failures.delete(k);
    return null;
  }
  return entry;
}

/** Seconds to wait before another attempt, or 0 when allowed. */
export function retryAfter(email: string, address: string, now = Date.now()): number {
  const entry = live(key(email, address), now);
  if (!entry || entry.failures < MAX_FAILURES) return 0;
  return Math.ceil((entry.first + WINDOW_MS - now) / 1000);
}

export function recordFailure(email: string, address: string, now = Date.now()) {
  const k = key(email, address);
  const entry = live(k, now) ?? { failures: 0, first: now };
  entry.failures += 1;
  failures.set(k, entry);
  if (failures.size > 100_000) failures.delete(failures.keys().next().value!);
}

export function recordSuccess(email: string, address: string) {
  failures.delete(key(email, address));
}
