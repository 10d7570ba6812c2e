/**
 * The public origin of an organization's site, for absolute links the server
 * writes (canonical URLs, sitemaps, links in mails). The host is always the
 * organization's own `base_url`, never the request's Host header, so a forged
 * Host cannot redirect a password-reset link or a canonical URL elsewhere.
 *
 * Scheme: `ONSITE_PUBLIC_SCHEME`, else `http` for `localhost` names and `https` otherwise.
 * Port: `ONSITE_PUBLIC_PORT`, else, for `localhost` names only, the port this server
 * listens on (the demo and the tests); public hosts get none (80/443 behind a proxy).
 */
export function siteOrigin(baseUrl: string, env: Record<string, string | undefined> = process.env): string {
  const local = baseUrl === "localhost" || baseUrl.endsWith(".localhost");
  const scheme = env.ONSITE_PUBLIC_SCHEME === "http" || env.ONSITE_PUBLIC_SCHEME === "https" ? env.ONSITE_PUBLIC_SCHEME : local ? "http" : "https";
  const port = env.ONSITE_PUBLIC_PORT || (local ? env.ONSITE_LISTEN_PORT || env.PORT : undefined);
  const defaultPort = scheme === "https" ? "443" : "80";
  return `${scheme}://${baseUrl}${port && port !== "0" && port !== defaultPort ? `:${port}` : ""}`;
}
