import { describe, expect, it } from "vitest";
import { bodyHash, idempotencyKey } from "./idempotency";

const withKey = (value?: string) => new Request("http://site.test/api/x", { method: "POST", headers: value === undefined ? {} : { "Idempotency-Key": value } });

describe("Idempotency-Key", () => {
  it("is optional", () => {
    expect(idempotencyKey(withKey())).toBeNull();
  });

  it("takes a key of visible characters, trimmed", () => {
    expect(idempotencyKey(withKey(" 8e03978e-40d5-43e8-bc93-6894a57f9324 "))).toBe("8e03978e-40d5-43e8-bc93-6894a57f9324");
  });

  it("refuses an empty, too long or spaced key with 400 and a clear message", () => {
    for (const bad of ["", "a".repeat(201), "two words"]) {
      expect(() => idempotencyKey(withKey(bad))).toThrow("The Idempotency-Key header must be 1 to 200 visible characters.");
    }
  });

  it("tells bodies apart by their content", () => {
    expect(bodyHash({ a: 1 })).toBe(bodyHash({ a: 1 }));
    expect(bodyHash({ a: 1 })).not.toBe(bodyHash({ a: 2 }));
  });
});
