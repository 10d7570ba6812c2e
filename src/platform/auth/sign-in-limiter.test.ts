import { beforeEach, describe, expect, it } from "vitest";
import {
  ACCOUNT_FREE_FAILURES,
  accountBackoffMs,
  forgetFailure,
  recordFailure,
  recordSuccess,
  resetLimits,
  retryAfter,
  SIGN_UPS_PER_WINDOW,
  takeResetMail,
  takeSignUp,
} from "./sign-in-limiter";

const EMAIL = "owner@example.com";
const T0 = 1_700_000_000_000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeEach(() => resetLimits());

describe("failed sign-ins per address and email", () => {
  it("refuses the 6th try from one address for 15 minutes, then allows again", () => {
    for (let i = 0; i < 5; i++) {
      expect(retryAfter(EMAIL, "198.51.100.1", T0 + i)).toBe(0);
      recordFailure(EMAIL, "198.51.100.1", T0 + i);
    }
    expect(retryAfter(EMAIL, "198.51.100.1", T0 + 10)).toBe(15 * 60);
    expect(retryAfter(EMAIL.toUpperCase(), "198.51.100.1", T0 + 10)).toBe(15 * 60);
    expect(retryAfter(EMAIL, "198.51.100.1", T0 + 10 * MINUTE)).toBe(5 * 60);
    expect(retryAfter(EMAIL, "198.51.100.1", T0 + 15 * MINUTE)).toBe(0);
  });

  it("does not lock out the same email from another address (fewer than 10 failures on the account)", () => {
    for (let i = 0; i < 5; i++) recordFailure(EMAIL, "198.51.100.1", T0);
    expect(retryAfter(EMAIL, "198.51.100.1", T0)).toBeGreaterThan(0);
    expect(retryAfter(EMAIL, "198.51.100.2", T0)).toBe(0);
  });

  it("forgets a failure taken back and everything after a success", () => {
    for (let i = 0; i < 5; i++) recordFailure(EMAIL, "198.51.100.1", T0);
    forgetFailure(EMAIL, "198.51.100.1");
    expect(retryAfter(EMAIL, "198.51.100.1", T0)).toBe(0);
    recordFailure(EMAIL, "198.51.100.1", T0);
    recordSuccess(EMAIL, "198.51.100.1");
    expect(retryAfter(EMAIL, "198.51.100.1", T0)).toBe(0);
  });
});

describe("the per-account backoff", () => {
  it("grows 1 s, 2 s, 4 s ... from the 10th failure on, capped at 15 minutes", () => {
    expect(accountBackoffMs(ACCOUNT_FREE_FAILURES - 1)).toBe(0);
    expect(accountBackoffMs(ACCOUNT_FREE_FAILURES)).toBe(1 * SECOND);
    expect(accountBackoffMs(ACCOUNT_FREE_FAILURES + 1)).toBe(2 * SECOND);
    expect(accountBackoffMs(ACCOUNT_FREE_FAILURES + 3)).toBe(8 * SECOND);
    expect(accountBackoffMs(ACCOUNT_FREE_FAILURES + 10)).toBe(15 * MINUTE);
    expect(accountBackoffMs(10_000)).toBe(15 * MINUTE);
  });

  it("slows guessing from rotating addresses", () => {
    let now = T0;
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) recordFailure(EMAIL, `203.0.113.${i}`, now);
    // A new address must wait 1 s after the 10th failure, then 2 s after the 11th.
    expect(retryAfter(EMAIL, "203.0.113.200", now)).toBe(1);
    now += SECOND;
    expect(retryAfter(EMAIL, "203.0.113.200", now)).toBe(0);
    recordFailure(EMAIL, "203.0.113.200", now);
    expect(retryAfter(EMAIL, "203.0.113.201", now + SECOND)).toBe(1);
    expect(retryAfter(EMAIL, "203.0.113.201", now + 2 * SECOND)).toBe(0);
  });

  it("is forgotten a day after the latest failure, or after a success", () => {
    for (let i = 0; i < 20; i++) recordFailure(EMAIL, `203.0.113.${i}`, T0);
    expect(retryAfter(EMAIL, "203.0.113.250", T0)).toBe(15 * 60);
    expect(retryAfter(EMAIL, "203.0.113.250", T0 + 24 * 60 * MINUTE)).toBe(0);
    for (let i = 0; i < 20; i++) recordFailure(EMAIL, `203.0.113.${i}`, T0);
    recordSuccess(EMAIL, "192.0.2.1");
    expect(retryAfter(EMAIL, "203.0.113.250", T0)).toBe(0);
  });
});

describe("sign-ups per address", () => {
  it("allows 10 an hour per address", () => {
    for (let i = 0; i < SIGN_UPS_PER_WINDOW; i++) expect(takeSignUp("198.51.100.9", T0 + i * MINUTE)).toBe(0);
    expect(takeSignUp("198.51.100.9", T0 + 10 * MINUTE)).toBe(50 * 60);
    expect(takeSignUp("198.51.100.10", T0 + 10 * MINUTE)).toBe(0);
    expect(takeSignUp("198.51.100.9", T0 + 60 * MINUTE)).toBe(0);
  });
});

describe("password reset mails", () => {
  it("allows 5 per email and hour, whatever the spelling, then none until the hour is over", () => {
    resetLimits();
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) expect(takeResetMail(i % 2 ? "Ann@Example.com" : "ann@example.com ", t0 + i)).toBe(0);
    expect(takeResetMail("ann@example.com", t0 + 10)).toBeGreaterThan(0);
    expect(takeResetMail("bob@example.com", t0 + 10)).toBe(0);
    expect(takeResetMail("ann@example.com", t0 + 60 * 60 * 1000)).toBe(0);
  });
});
