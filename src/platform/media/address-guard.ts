import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Which addresses the media check may connect to. Private, loopback, link-local,
 * shared, multicast and reserved ranges (IPv4 and IPv6) are refused so the check
 * cannot be used to probe the internal network; ONSITE_MEDIA_CHECK_ALLOW_PRIVATE=1
 * lets an operator (and the tests' local server) allow them.
 */
const internal = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  internal.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  internal.addSubnet(net, prefix, "ipv6");

export const allowPrivateAddresses = () => process.env.ONSITE_MEDIA_CHECK_ALLOW_PRIVATE === "1";

/** An address the check must not fetch (IPv4-mapped IPv6 is judged by its IPv4 part). */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, "ipv4");
  if (/^::ffff:/i.test(address)) return true; // hex-written mapped address: refuse rather than decode
  return internal.check(address, "ipv6");
}

export class InternalAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to an internal address`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http that resolves every address of the host and refuses
 * the connection when any of them is internal. The socket connects to an address
 * checked here, so a DNS answer that changes between check and connect (rebinding)
 * cannot slip through.
 */
export function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (!allowPrivateAddresses() && (addresses.length === 0 || addresses.some((a) => isInternalAddress(a.address)))) {
      return callback(new InternalAddressError(hostname), []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}
