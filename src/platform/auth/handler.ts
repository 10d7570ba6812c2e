import { clientAddress, isLoopback } from "../http/client-address";
import { requestOrigin } from "../http/origin";
import { findOrganizationIdByHost } from "../tenancy/organizations";
import { getAuth, type Auth } from "./server";
import { callbackPath, confirmPagePath } from "./mails";
import { decoyMarker, markerCookie, signUpMarker } from "./sign-up-marker";
import { forgetFailure, recordFailure, recordSuccess, retryAfter, takeResetMail, takeSignUp } from "./sign-in-limiter";

export const TOO_MANY_SIGN_INS = "Too many failed sign-in attempts. Try again later.";
export const TOO_MANY_SIGN_UPS = "Too many accounts created from this address. Try again later.";
export const SITE_NOT_FOUND = "Site not found";

const tooMany = (message: string, wait: number) =>
  Response.json({ error: message, message, code: "TOO_MANY_ATTEMPTS" }, { status: 429, headers: { "Retry-After": String(wait) } });

/** What every accepted sign-up answers, new email or registered one: nothing tells them apart. */
export const SIGN_UP_ACCEPTED = { status: true } as const;
/** Better Auth's answer to a reset request, for a registered email or not. */
const RESET_REQUESTED = { status: true, message: "If this email exists in our system, check your email for the reset link" };

const notJson = () => Response.json({ error: "The request body must be JSON.", message: "The request body must be JSON." }, { status: 400 });

/**
 * Better Auth sees the request at the origin the client used (its Host header
 * and port), and only on the host of an existing organization: that origin is
 * the one Better Auth trusts for its Origin and callback URL checks (see
 * ./server.ts). Auth routes on any other host answer 404.
 */
async function siteRequest(request: Request): Promise<Request | null> {
  const host = request.headers.get("host") ?? "";
  const origin = originOf(request);
  if (!host || !origin || (await findOrganizationIdByHost(host)) === null) return null;
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, origin);
  if (target.href === request.url) return request;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(target, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    signal: request.signal,
  });
}

/** The origin the client used (scheme, host, port), or null when the Host header makes no URL. */
function originOf(request: Request): string | null {
  try {
    const origin = new URL(requestOrigin(request));
    return origin.protocol === "http:" || origin.protocol === "https:" ? origin.origin : null;
  } catch {
    return null;
  }
}

async function emailOf(request: Request): Promise<string | null> {
  return (await fieldsOf(request))?.email ?? null;
}

/** The email and password of a JSON body (empty when missing), or null when the body is not JSON. */
async function fieldsOf(request: Request): Promise<{ email: string; password: string } | null> {
  try {
    const body = (await request.clone().json()) as { email?: unknown; password?: unknown } | null;
    return { email: String(body?.email ?? ""), password: typeof body?.password === "string" ? body.password : "" };
  } catch {
    return null;
  }
}

const g = globalThis as unknown as { __onsiteDecoyHash?: Promise<string> };

/**
 * The marker an accepted sign-up leaves in its browser (./sign-up-marker.ts): a real one
 * when the address's account is unconfirmed and its stored password is the one just
 * given (a new account; not a second sign-up of an address someone else registered
 * with another password), else a decoy. One password check either way, so a registered
 * address takes as long as a new one.
 */
async function markerForSignUp(auth: Auth, email: string, password: string): Promise<string> {
  const context = await auth.$context;
  const found = email ? await context.internalAdapter.findUserByEmail(email, { includeAccounts: true }) : null;
  const credential = found && !found.user.emailVerified ? found.accounts.find((account) => account.providerId === "credential" && account.password) : undefined;
  const hash = credential?.password ?? (await (g.__onsiteDecoyHash ??= context.password.hash(crypto.randomUUID())));
  const knows = await context.password.verify({ hash, password }).catch(() => false);
  return found && credential?.password && knows ? signUpMarker(context.secret, found.user.id, credential.password) : decoyMarker();
}

/**
 * Better Auth's routes, with our limits: failed email sign-ins per address and
 * email plus a growing per-account backoff, and sign-ups per address (see
 * ./sign-in-limiter.ts). Addresses are the server-stamped client address.
 */
export async function handleAuthRequest(incoming: Request): Promise<Response> {
  const request = await siteRequest(incoming);
  if (!request) return Response.json({ error: SITE_NOT_FOUND, message: SITE_NOT_FOUND }, { status: 404 });
  const auth = await getAuth();
  const path = new URL(request.url).pathname;
  const address = clientAddress(request);
  const now = Date.now();

  if (request.method === "POST" && path.endsWith("/sign-up/email")) {
    // Loopback is this machine (the operator, the tests); behind a proxy on this
    // machine set ONSITE_TRUSTED_PROXIES so clients are told apart.
    if (!isLoopback(address)) {
      const wait = takeSignUp(address, now);
      if (wait > 0) return tooMany(TOO_MANY_SIGN_UPS, wait);
    }
    const fields = await fieldsOf(request);
    const response = await auth.handler(request);
    if (!response.ok) return response;
    // Better Auth answers a registered email with a made-up user (a new id); the body
    // is replaced so a new and a registered email get byte-for-byte the same answer,
    // and both carry a sign-up marker of the same shape (a decoy for a registered one).
    const accepted = Response.json(SIGN_UP_ACCEPTED);
    accepted.headers.append("set-cookie", markerCookie(await markerForSignUp(auth, fields?.email ?? "", fields?.password ?? "")));
    return accepted;
  }

  // Confirmation links are mailed at sign-up and on signing in to an unconfirmed
  // account; an open "send me a link for this email" endpoint would only serve spam.
  if (path.endsWith("/send-verification-email")) return Response.json({ error: "Not found", message: "Not found" }, { status: 404 });

  // Better Auth's confirmation address would confirm and sign in with the password of
  // whoever signed up: it only leads to the page where the address's owner chooses one.
  if (path.endsWith("/verify-email")) {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    return new Response(null, { status: 302, headers: { location: confirmPagePath(token, callbackPath(request.url, "/")), "cache-control": "no-store" } });
  }

  if (request.method === "POST" && path.endsWith("/request-password-reset")) {
    const email = await emailOf(request);
    if (email === null) return notJson();
    // A few reset mails per email and hour; beyond that the same answer, and no mail.
    if (email && takeResetMail(email, now) > 0) return Response.json(RESET_REQUESTED);
    return auth.handler(request);
  }

  if (request.method !== "POST" || !path.endsWith("/sign-in/email")) return auth.handler(request);

  const email = await emailOf(request);
  if (email === null) return notJson();
  const wait = retryAfter(email, address, now);
  if (wait > 0) return tooMany(TOO_MANY_SIGN_INS, wait);
  // Counted as a failure before the password is checked, in the same tick as the
  // check above: parallel guesses cannot all pass before the first one is counted.
  recordFailure(email, address, now);
  const response = await auth.handler(request);
  if (response.ok) recordSuccess(email, address);
  else if (response.status !== 401) forgetFailure(email, address);
  return response;
}
