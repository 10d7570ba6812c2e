import { describe, expect, it } from "vitest";
import { linkIsCurrent } from "./links";

// A reset link says it is no longer valid as soon as it is opened (issue 18 item 27):
// used (Better Auth deleted its value), expired, or never mailed.
describe("a reset link opened on /reset-password", () => {
  const now = new Date("2026-11-27T10:00:00Z");

  it("works until its expiry", () => {
    expect(linkIsCurrent({ expiresAt: new Date("2026-11-27T10:59:59Z") }, now)).toBe(true);
  });

  it("is refused once expired, even by a second", () => {
    expect(linkIsCurrent({ expiresAt: new Date("2026-11-27T09:59:59Z") }, now)).toBe(false);
    expect(linkIsCurrent({ expiresAt: now }, now)).toBe(false);
  });

  it("is refused when used or made up (nothing stored)", () => {
    expect(linkIsCurrent(null, now)).toBe(false);
    expect(linkIsCurrent(undefined, now)).toBe(false);
  });
});
