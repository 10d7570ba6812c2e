import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddress, isLoopback, rateLimitAddress, resolveClientAddress, stampClientAddress } from "./client-address";

const fakeRequest = (remoteAddress: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress }, headers: { ...headers } }) as unknown as IncomingMessage;

describe("resolveClientAddress", () => {
  it("uses the socket address without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("203.0.113.5", "127.0.0.1", 0)).toBe("203.0.113.5");
    expect(resolveClientAddress("::ffff:127.0.0.1", undefined, 0)).toBe("127.0.0.1");
  });

  it("takes the entry the last trusted proxy added", () => {
    expect(resolveClientAddress("10.0.0.1", "1.1.1.1, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.1", "1.1.1.1, 198.51.100.7, 10.0.0.2", 2)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.1", ["1.1.1.1", "198.51.100.7"], 1)).toBe("198.51.100.7");
  });

  it("uses the leftmost entry when there are fewer entries than proxies, the socket when there are none", () => {
    expect(resolveClientAddress("10.0.0.1", "198.51.100.7", 3)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", " , ", 1)).toBe("10.0.0.1");
  });

  it("normalizes IPv4-mapped IPv6", () => {
    expect(resolveClientAddress("10.0.0.1", "::FFFF:203.0.113.9", 1)).toBe("203.0.113.9");
  });
});

describe("stampClientAddress", () => {
  const saved = process.env.ONSITE_TRUSTED_PROXIES;
  afterEach(() => {
    if (saved === undefined) delete process.env.ONSITE_TRUSTED_PROXIES;
    else process.env.ONSITE_TRUSTED_PROXIES = saved;
  });

  it("replaces a client-sent address header", () => {
    delete process.env.ONSITE_TRUSTED_PROXIES;
    const req = fakeRequest("::ffff:192.0.2.4", { [CLIENT_ADDRESS_HEADER]: "127.0.0.1", "x-forwarded-for": "127.0.0.1" });
    stampClientAddress(req);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe("192.0.2.4");
  });

  it("follows ONSITE_TRUSTED_PROXIES", () => {
    process.env.ONSITE_TRUSTED_PROXIES = "1";
    const req = fakeRequest("127.0.0.1", { "x-forwarded-for": "127.0.0.1, 203.0.113.9" });
    stampClientAddress(req);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe("203.0.113.9");
  });
});

describe("clientAddress and isLoopback", () => {
  it("reads the stamped header", () => {
    expect(clientAddress(new Request("http://x.test/", { headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.4" } }))).toBe("192.0.2.4");
    expect(clientAddress(new Request("http://x.test/"))).toBe("unknown");
  });

  it("knows loopback addresses", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(address)).toBe(true);
    for (const address of ["unknown", "", "10.0.0.1", "203.0.113.9", "::ffff:10.0.0.1", "128.0.0.1"]) expect(isLoopback(address)).toBe(false);
  });
});

describe("rateLimitAddress", () => {
  it("keeps an IPv4 address whole and counts an IPv6 address by its /64, however it is written", () => {
    expect(rateLimitAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitAddress("2001:db8:1:2::7")).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddress("2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddress("[2001:db8:1:2::9]")).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitAddress("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitAddress("2001:db8:1:3::7")).not.toBe(rateLimitAddress("2001:db8:1:2::7"));
    expect(rateLimitAddress("unknown")).toBe("unknown");
  });
});
