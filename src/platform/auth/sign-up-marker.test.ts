import { describe, expect, it } from "vitest";
import { decoyMarker, markerCookie, markerIn, markerMatches, SIGN_UP_MARKER_SECONDS, signUpMarker } from "./sign-up-marker";

describe("the sign-up marker", () => {
  const secret = "test-secret";
  const now = Date.UTC(2026, 11, 5, 9, 0, 0);

  it("matches only its account and password hash, within its hour", () => {
    const marker = signUpMarker(secret, "user-1", "hash-1", now);
    expect(markerMatches(marker, secret, "user-1", "hash-1", now)).toBe(true);
    expect(markerMatches(marker, secret, "user-1", "hash-1", now + SIGN_UP_MARKER_SECONDS * 1000 - 1)).toBe(true);
    expect(markerMatches(marker, secret, "user-1", "hash-1", now + SIGN_UP_MARKER_SECONDS * 1000)).toBe(false);
    // Another account, a changed password, another server secret.
    expect(markerMatches(marker, secret, "user-2", "hash-1", now)).toBe(false);
    expect(markerMatches(marker, secret, "user-1", "hash-2", now)).toBe(false);
    expect(markerMatches(marker, "other-secret", "user-1", "hash-1", now)).toBe(false);
    // A later expiry written by hand breaks the mac.
    const [, nonce, mac] = marker.split(".");
    expect(markerMatches(`${Number(marker.split(".")[0]) + 3600}.${nonce}.${mac}`, secret, "user-1", "hash-1", now)).toBe(false);
  });

  it("gives a decoy of the same shape that matches nothing", () => {
    const real = signUpMarker(secret, "user-1", "hash-1", now);
    const decoy = decoyMarker(now);
    expect(decoy.split(".").map((part) => part.length)).toEqual(real.split(".").map((part) => part.length));
    expect(markerMatches(decoy, secret, "user-1", "hash-1", now)).toBe(false);
    expect(markerMatches("", secret, "user-1", "hash-1", now)).toBe(false);
    expect(markerMatches("garbage", secret, "user-1", "hash-1", now)).toBe(false);
  });

  it("is an HttpOnly cookie read back from a Cookie header", () => {
    const marker = signUpMarker(secret, "user-1", "hash-1", now);
    expect(markerCookie(marker)).toBe(`onsite_signup=${marker}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`);
    expect(markerIn(`a=1; onsite_signup=${marker}; b=2`)).toBe(marker);
    expect(markerIn("a=1")).toBeNull();
    expect(markerIn(undefined)).toBeNull();
  });
});
