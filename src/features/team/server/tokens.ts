import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A new link token (32 random bytes) and the hash that is stored in its place. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A token as it can appear in a link; anything else cannot match and is refused before a lookup. */
export const isTokenShaped = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
