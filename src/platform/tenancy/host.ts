/**
 * Host names are stored and compared without scheme, port or path, lower case:
 * `https://Acme.example.com:8443/x` -> `acme.example.com`.
 */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d+)?$/;

export function normalizeHost(value: string): string {
  // The usual Host header (`acme.example.com:3000`) takes the short way.
  if (PLAIN_HOST.test(value)) {
    const colon = value.indexOf(":");
    const name = colon === -1 ? value : value.slice(0, colon);
    if (!name.endsWith(".")) return name;
  }
  let host = value.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
  host = host.split("/")[0]!.split("?")[0]!;
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1); // IPv6 literal
  return host.replace(/:\d+$/, "").replace(/\.$/, "");
}

const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)$/;

export function isValidHost(host: string) {
  return host.length <= 253 && HOST_PATTERN.test(host);
}
