import type { IncomingMessage } from "node:http";

/**
 * The client's address, decided once per request by the server (scripts/serve.ts)
 * and handed to Next in this header. Whatever a client sends in it is dropped.
 *
 * - `ONSITE_TRUSTED_PROXIES` unset or 0 (default): the socket's remote address.
 *   `X-Forwarded-For` and `X-Real-IP` are client-set text and never trusted.
 * - `ONSITE_TRUSTED_PROXIES=N`: N reverse proxies stand in front of the server and
 *   each appends the address it saw to `X-Forwarded-For`. The client is the entry
 *   the outermost trusted proxy added: walking the list from the right, skip N-1
 *   entries. With fewer entries than that, the leftmost one.
 *
 * Only requests that pass through stampClientAddress carry a trustworthy value
 * (`next dev` does not): without the header the address is "unknown".
 */
export const CLIENT_ADDRESS_HEADER = "x-onsite-client-address";

export function trustedProxyHops(): number {
  const hops = Number(process.env.ONSITE_TRUSTED_PROXIES ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/** `::ffff:127.0.0.1` -> `127.0.0.1`; lower case; no surrounding space. */
export function normalizeAddress(address: string): string {
  let value = address.trim().toLowerCase();
  if (value.startsWith("[") && value.includes("]")) value = value.slice(1, value.indexOf("]"));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  return mapped ? mapped[1]! : value;
}

/** The client address from the socket address and the `X-Forwarded-For` value, for `hops` trusted proxies. */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const socket = normalizeAddress(socketAddress ?? "") || "unknown";
  if (hops <= 0) return socket;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  const index = Math.max(0, entries.length - hops);
  return normalizeAddress(entries[index]!) || socket;
}

/**
 * Replaces any client-sent address header with the real client address, for every
 * request that reaches Next (the server reads `hops` once at start).
 */
export function stampClientAddress(req: IncomingMessage, hops = trustedProxyHops()): void {
  delete req.headers[CLIENT_ADDRESS_HEADER];
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.socket?.remoteAddress, req.headers["x-forwarded-for"], hops);
}

/** The address stamped by the server for this request, or "unknown". */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}

/**
 * The part of an address a rate limit counts: an IPv4 address whole, an IPv6 address
 * by its /64 (one subscriber's network: a client picks any of its 2^64 addresses at
 * will, so counting each alone would limit nothing). `2001:db8:1:2::7` -> `2001:db8:1:2::/64`.
 */
export function rateLimitAddress(address: string): string {
  const value = normalizeAddress(address).replace(/%.*$/, "");
  if (!value.includes(":")) return value;
  const [head = "", tail] = value.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; it never reaches the first four.
  const rightGroups = right.reduce((n, group) => n + (group.includes(".") ? 2 : 1), 0);
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - rightGroups)).fill("0"), ...right];
  if (groups.length < 4 || groups.slice(0, 4).some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return value;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** 127.0.0.0/8 and ::1 (also written as IPv4-mapped IPv6). */
export function isLoopback(address: string): boolean {
  const value = normalizeAddress(address);
  return value === "::1" || value === "0:0:0:0:0:0:0:1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(value);
}
