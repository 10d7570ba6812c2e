import crypto from "node:crypto";

/**
 * The browser that signed up (issue 36, item 2). A sign-up sets this short-lived,
 * HttpOnly cookie; when the confirmation link is opened in that browser, confirming
 * keeps the sign-up's password (the person there typed it), anywhere else the link
 * asks for a new one (the guard against someone registering another person's address).
 *
 * The value is `<expiry s>.<nonce>.<mac>`, the mac an HMAC (the auth secret) over the
 * expiry, the nonce, the account's id and its stored password hash. It names no one:
 * a sign-up with a registered address, or whose password is not the account's, gets a
 * decoy of the same shape that matches nothing, so the answer tells nothing apart.
 * Bound to the password hash, it stops matching once the password changes (the
 * address's owner confirmed elsewhere, or reset it).
 */
export const SIGN_UP_MARKER_COOKIE = "onsite_signup";
/** How long the marker lasts: confirming later, or in another browser, asks for a password again. */
export const SIGN_UP_MARKER_SECONDS = 60 * 60;

const mac = (secret: string, expires: string, nonce: string, userId: string, passwordHash: string) =>
  crypto.createHmac("sha256", secret).update(`onsite-sign-up-marker\n${expires}\n${nonce}\n${userId}\n${passwordHash}`).digest("base64url");

const nonce = () => crypto.randomBytes(16).toString("base64url");
const expiry = (now: number) => String(Math.floor(now / 1000) + SIGN_UP_MARKER_SECONDS);

/** The marker for an account (its id and stored password hash). */
export function signUpMarker(secret: string, userId: string, passwordHash: string, now = Date.now()): string {
  const expires = expiry(now);
  const once = nonce();
  return `${expires}.${once}.${mac(secret, expires, once, userId, passwordHash)}`;
}

/** A marker of the same shape that matches no account. */
export function decoyMarker(now = Date.now()): string {
  return `${expiry(now)}.${nonce()}.${crypto.randomBytes(32).toString("base64url")}`;
}

/** Whether `value` is a current marker for this account and password hash. */
export function markerMatches(value: string | null | undefined, secret: string, userId: string, passwordHash: string, now = Date.now()): boolean {
  const parts = (value ?? "").split(".");
  if (parts.length !== 3 || !/^\d{1,12}$/.test(parts[0])) return false;
  if (Number(parts[0]) * 1000 <= now) return false;
  const expected = Buffer.from(mac(secret, parts[0], parts[1], userId, passwordHash));
  const given = Buffer.from(parts[2]);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const secure = () => (process.env.ONSITE_SECURE_COOKIES === "1" ? "; Secure" : "");

/** The Set-Cookie header that stores a marker (every path: the confirmation page may carry a locale prefix). */
export const markerCookie = (value: string) =>
  `${SIGN_UP_MARKER_COOKIE}=${value}; Path=/; Max-Age=${SIGN_UP_MARKER_SECONDS}; HttpOnly; SameSite=Lax${secure()}`;

/** The Set-Cookie header that removes the marker (after it has been used). */
export const clearMarkerCookie = () => `${SIGN_UP_MARKER_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure()}`;

/** The marker in a Cookie header, or null. */
export function markerIn(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SIGN_UP_MARKER_COOKIE) return rest.join("=") || null;
  }
  return null;
}
