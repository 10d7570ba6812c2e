import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { takeRateLimit } from "./rate-limit";

const limit = { max: 3, windowMs: 60_000 };

function refusal(run: () => void): HttpError | null {
  try {
    run();
    return null;
  } catch (error) {
    return error as HttpError;
  }
}

describe("takeRateLimit", () => {
  it("allows max requests in a window, then answers 429 with the seconds until the window ends", () => {
    const key = `test:${Math.random()}`;
    for (let i = 0; i < 3; i++) takeRateLimit(key, limit, 1_000 + i);
    const error = refusal(() => takeRateLimit(key, limit, 31_000));
    expect(error?.status).toBe(429);
    expect(error?.message).toBe("Too many requests. Please wait a moment and try again.");
    expect(error?.extra?.retry_after).toBe(30);
  });

  it("starts a new window once the first one has ended", () => {
    const key = `test:${Math.random()}`;
    for (let i = 0; i < 3; i++) takeRateLimit(key, limit, 0);
    expect(refusal(() => takeRateLimit(key, limit, 59_999))?.status).toBe(429);
    expect(refusal(() => takeRateLimit(key, limit, 60_000))).toBeNull();
  });

  it("counts each key on its own", () => {
    const a = `test:${Math.random()}`;
    const b = `test:${Math.random()}`;
    for (let i = 0; i < 3; i++) takeRateLimit(a, limit, 0);
    expect(refusal(() => takeRateLimit(b, limit, 0))).toBeNull();
    expect(refusal(() => takeRateLimit(a, limit, 0))?.status).toBe(429);
  });
});
