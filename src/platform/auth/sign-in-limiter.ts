/**
 * Sign-in and sign-up limits, in memory per instance. Addresses come from
 * clientAddress() (the socket, or the address the last trusted proxy added),
 * never from headers a client sets. Every function takes `now` so tests can
 * move time by hand.
 *
 * 1. Per address and email: after ADDRESS_MAX_FAILURES failed sign-ins for one
 *    email from one address within ADDRESS_WINDOW_MS (counted from the first),
 *    that address is refused (429) for that email until the window ends.
 * 2. Per account (email), from any address: from the ACCOUNT_FREE_FAILURES-th
 *    failure on, each further attempt must wait 2^(failures - ACCOUNT_FREE_FAILURES)
 *    seconds after the latest failure (1 s, 2 s, 4 s, ...), at most
 *    ACCOUNT_MAX_WAIT_MS. Rotating addresses slows down quickly, but one address
 *    (stopped by rule 1 after 5 tries) can never lock the owner out. The count
 *    is forgotten ACCOUNT_FORGET_MS after the latest failure.
 * 3. A successful sign-in clears both counts for that email.
 * 4. Sign-ups: at most SIGN_UPS_PER_WINDOW per address within SIGN_UP_WINDOW_MS.
 * 5. Password reset mails: at most RESET_MAILS_PER_WINDOW per email within
 *    RESET_MAIL_WINDOW_MS (the answer stays the same; no further mail is sent).
 */
export const ADDRESS_MAX_FAILURES = 5;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FREE_FAILURES = 10;
export const ACCOUNT_MAX_WAIT_MS = 15 * 60 * 1000;
export const ACCOUNT_FORGET_MS = 24 * 60 * 60 * 1000;
export const SIGN_UPS_PER_WINDOW = 10;
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
export const RESET_MAILS_PER_WINDOW = 5;
export const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;

const MAX_KEYS = 100_000;

type Window = { count: number; first: number };
type AccountFailures = { count: number; last: number };
type Stores = { address: Map<string, Window>; account: Map<string, AccountFailures>; signUps: Map<string, Window>; resetMails: Map<string, Window> };

const g = globalThis as unknown as { __onsiteAuthLimits?: Stores };
const stores = (g.__onsiteAuthLimits ??= { address: new Map(), account: new Map(), signUps: new Map(), resetMails: new Map() });
const resetMails = stores.resetMails;

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const addressKey = (email: string, address: string) => `${normalizeEmail(email)}|${address}`;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Keeps a map bounded: the oldest key goes first. */
function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  while (map.size > MAX_KEYS) map.delete(map.keys().next().value!);
}

function liveWindow(map: Map<string, Window>, key: string, windowMs: number, now: number): Window | null {
  const entry = map.get(key);
  if (!entry) return null;
  if (now - entry.first >= windowMs) {
    map.delete(key);
    return null;
  }
  return entry;
}

function liveAccount(email: string, now: number): AccountFailures | null {
  const key = normalizeEmail(email);
  const entry = stores.account.get(key);
  if (!entry) return null;
  if (now - entry.last >= ACCOUNT_FORGET_MS) {
    stores.account.delete(key);
    return null;
  }
  return entry;
}

/** How long an account with `failures` failures makes the next attempt wait after the latest one. */
export function accountBackoffMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_WAIT_MS, 1000 * 2 ** Math.min(30, failures - ACCOUNT_FREE_FAILURES));
}

/** Seconds to wait before this address may try this email again, or 0 when allowed. */
export function retryAfter(email: string, address: string, now: number): number {
  let waitMs = 0;
  const perAddress = liveWindow(stores.address, addressKey(email, address), ADDRESS_WINDOW_MS, now);
  if (perAddress && perAddress.count >= ADDRESS_MAX_FAILURES) waitMs = perAddress.first + ADDRESS_WINDOW_MS - now;
  const account = liveAccount(email, now);
  if (account) waitMs = Math.max(waitMs, account.last + accountBackoffMs(account.count) - now);
  return waitMs > 0 ? seconds(waitMs) : 0;
}

export function recordFailure(email: string, address: string, now: number) {
  const key = addressKey(email, address);
  const perAddress = liveWindow(stores.address, key, ADDRESS_WINDOW_MS, now) ?? { count: 0, first: now };
  perAddress.count += 1;
  remember(stores.address, key, perAddress);
  const account = liveAccount(email, now) ?? { count: 0, last: now };
  account.count += 1;
  account.last = now;
  remember(stores.account, normalizeEmail(email), account);
}

/** Takes back a failure recorded for an attempt that was not a wrong password after all (say, a malformed request). */
export function forgetFailure(email: string, address: string) {
  const perAddress = stores.address.get(addressKey(email, address));
  if (perAddress) perAddress.count = Math.max(0, perAddress.count - 1);
  const account = stores.account.get(normalizeEmail(email));
  if (account) account.count = Math.max(0, account.count - 1);
}

export function recordSuccess(email: string, address: string) {
  stores.address.delete(addressKey(email, address));
  stores.account.delete(normalizeEmail(email));
}

/**
 * Counts a sign-up attempt from `address`: the seconds to wait when the address
 * has used up its sign-ups (the attempt is then not counted), else 0.
 */
export function takeSignUp(address: string, now: number): number {
  const entry = liveWindow(stores.signUps, address, SIGN_UP_WINDOW_MS, now) ?? { count: 0, first: now };
  if (entry.count >= SIGN_UPS_PER_WINDOW) return seconds(entry.first + SIGN_UP_WINDOW_MS - now);
  entry.count += 1;
  remember(stores.signUps, address, entry);
  return 0;
}

/** Counts a password reset mail for `email`: seconds to wait when its mails are used up (not counted then), else 0. */
export function takeResetMail(email: string, now: number): number {
  const key = normalizeEmail(email);
  const entry = liveWindow(resetMails, key, RESET_MAIL_WINDOW_MS, now) ?? { count: 0, first: now };
  if (entry.count >= RESET_MAILS_PER_WINDOW) return seconds(entry.first + RESET_MAIL_WINDOW_MS - now);
  entry.count += 1;
  remember(resetMails, key, entry);
  return 0;
}

/** For unit tests: forget every count. */
export function resetLimits() {
  resetMails.clear();
  stores.address.clear();
  stores.account.clear();
  stores.signUps.clear();
}
