/**
 * Host names are stored and compared without scheme, port or path, lower case:
 * `https://Acme.example.com:8443/x` -> `acme.example.com`.
 */
export function normalizeHost(value: string): string {
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
