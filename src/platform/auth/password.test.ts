import { hashPassword as betterAuthHash } from "@better-auth/utils/password";
import { describe, expect, it, vi } from "vitest";
import { hashPassword, passwordCost, verifyPassword } from "./password";

describe("password hashes", () => {
  it("name their cost and salt, verify the password they were made from and no other", async () => {
    const hash = await hashPassword("correct horse battery", 10);
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=16,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: "correct horse battery" })).toBe(true);
    expect(await verifyPassword({ hash, password: "correct horse batterY" })).toBe(false);
    expect(await hashPassword("correct horse battery", 10)).not.toBe(hash);
  });

  it("verify under the cost they were made with, whatever the cost is now", async () => {
    const cheap = await hashPassword("pässword-one", 10);
    const dearer = await hashPassword("pässword-one", 11);
    expect(cheap).not.toBe(dearer);
    expect(await verifyPassword({ hash: cheap, password: "pässword-one" })).toBe(true);
    expect(await verifyPassword({ hash: dearer, password: "pässword-one" })).toBe(true);
    // NFKC, as Better Auth: the composed and decomposed spellings are one password.
    expect(await verifyPassword({ hash: cheap, password: "pa\u0308ssword-one" })).toBe(true);
  });

  it("verify the hashes Better Auth made in its own form before", async () => {
    const legacy = await betterAuthHash("an older password");
    expect(legacy).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: legacy, password: "an older password" })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: "another password" })).toBe(false);
  });

  it("refuse a stored value in no known form, without throwing", async () => {
    const good = await hashPassword("x-password", 10);
    for (const hash of [
      "",
      "abc",
      "a:b",
      `${"0".repeat(32)}:${"0".repeat(64)}`,
      good.replace("ln=10", "ln=99"),
      good.replace("r=16", "r=64"),
      good.slice(0, -2),
      `${good}:x`,
    ]) {
      expect(await verifyPassword({ hash, password: "x-password" }), hash).toBe(false);
    }
  });

  it("take their cost from ONSITE_PASSWORD_COST (10 to 20), Better Auth's 14 otherwise, with a warning for a bad value", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(passwordCost(undefined)).toBe(14);
    expect(passwordCost("")).toBe(14);
    expect(passwordCost("10")).toBe(10);
    expect(passwordCost("20")).toBe(20);
    expect(warn).not.toHaveBeenCalled();
    for (const value of ["9", "21", "12.5", "fast", "-1"]) expect(passwordCost(value)).toBe(14);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls[0]![0]).toBe("ONSITE_PASSWORD_COST=9 is not a whole number from 10 to 20: new password hashes use 14.");
    // Once per value: not again at every sign-up.
    expect(passwordCost("9")).toBe(14);
    expect(warn).toHaveBeenCalledTimes(5);
    warn.mockRestore();
  });
});
