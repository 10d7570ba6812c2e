import { isMainThread } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { cachedHost, hostLookupUsage } from "./hosts";

/** This thread's published usage (the tests' thread is the main one, unless the runner uses worker threads). */
const usage = () => (isMainThread ? hostLookupUsage().front : hostLookupUsage().renderer);

describe("host lookups", () => {
  it("stay within their bounds (10,000 known, 1,000 unknown hosts) and count what they evict", async () => {
    const before = usage().evictions;
    for (let i = 1; i <= 10_005; i++) await cachedHost(`site-${i}.hosts.test`, async () => i);
    for (let i = 1; i <= 1_002; i++) await cachedHost(`nobody-${i}.hosts.test`, async () => null);
    expect(usage()).toEqual({ known: 10_000, unknown: 1_000, evictions: before + 5 + 2 });

    // The oldest known host was pushed out: it is looked up again; a recent one is not.
    let lookups = 0;
    const find = async () => (lookups++, 1);
    await cachedHost("site-1.hosts.test", find);
    await cachedHost("site-10005.hosts.test", find);
    expect(lookups).toBe(1);
  });
});
