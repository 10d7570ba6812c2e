import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, server, signIn, signUp, siteUrl, unique, type TestOrg } from "../support/client";
import { rawRequest } from "../support/raw";
import { variantLog, variantServer, type SharedServer } from "../support/variants";

const TOO_MANY_SIGN_INS = "Too many failed sign-in attempts. Try again later.";
const TOO_MANY_SIGN_UPS = "Too many accounts created from this address. Try again later.";
const LOOPBACK_ONLY = "Operator endpoints answer only on the loopback address.";
const BAD_ID = "The id must be a whole number between 1 and 2147483647.";

const signInAttempt = (
  host: string,
  email: string,
  password: string,
  options: { headers?: Record<string, string>; port?: number; body?: Record<string, unknown> } = {},
) => api(host, "/api/auth/sign-in/email", { method: "POST", body: { email, password, ...options.body }, headers: options.headers, port: options.port });

/** Signs in and returns the session cookie (`name=value`), as a browser would keep it. */
async function sessionCookie(org: TestOrg): Promise<string> {
  const result = await signInAttempt(org.host, org.owner.email, org.owner.password);
  expect(result.status).toBe(200);
  const cookie = result.headers.get("set-cookie")!.split(";")[0]!;
  expect(cookie).toMatch(/session_token=/);
  return cookie;
}

const originOf = (org: TestOrg) => new URL(siteUrl(org.host)).origin;

/** A second server that believes one reverse proxy stands in front of it (ONSITE_TRUSTED_PROXIES=1): the project's shared `mail` server. */
let proxied: SharedServer;
beforeAll(async () => {
  proxied = await variantServer("mail");
});

async function createOrgOn(port: number, adminToken: string) {
  const host = `${unique("p")}.test`;
  const owner = { email: `${unique("owner")}@example.com`, password: "correct-horse-9" };
  const created = await api("localhost", "/api/internal/organizations", {
    method: "POST",
    port,
    headers: { "x-onsite-admin-token": adminToken },
    body: { name: unique("Proxied "), host, ownerEmail: owner.email, ownerPassword: owner.password },
  });
  expect(created.status).toBe(201);
  return { host, owner, id: created.body.organization.id as number };
}

describe("the sign-in limit and the client address", () => {
  it("is not bypassed by a new X-Forwarded-For or X-Real-IP value on every try", async () => {
    const org = await createOrg();
    for (let i = 0; i < 5; i++) {
      const headers = { "x-forwarded-for": `198.51.100.${i + 1}`, "x-real-ip": `192.0.2.${i + 1}` };
      expect((await signInAttempt(org.host, org.owner.email, "wrong-password", { headers })).status).toBe(401);
    }
    const limited = await signInAttempt(org.host, org.owner.email, "wrong-password", {
      headers: { "x-forwarded-for": "203.0.113.77", "x-real-ip": "203.0.113.78" },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY_SIGN_INS);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts parallel guesses: no more than five wrong passwords get checked", async () => {
    const org = await createOrg();
    const results = await Promise.all(Array.from({ length: 10 }, () => signInAttempt(org.host, org.owner.email, "wrong-password")));
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it("behind one trusted proxy, keys on the address the proxy added, and one attacker does not lock the owner out", async () => {
    const org = await createOrgOn(proxied.port, proxied.adminToken);
    const attempt = (password: string, clientSet: string, proxyAdded: string) =>
      signInAttempt(org.host, org.owner.email, password, { port: proxied.port, headers: { "x-forwarded-for": `${clientSet}, ${proxyAdded}` } });
    for (let i = 0; i < 5; i++) expect((await attempt("wrong-password", `10.9.8.${i}`, "198.51.100.10")).status).toBe(401);
    const limited = await attempt("wrong-password", "10.9.8.200", "198.51.100.10");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY_SIGN_INS);
    // The owner, from their own address, still gets in.
    expect((await attempt(org.owner.password, "198.51.100.10", "198.51.100.11")).status).toBe(200);
  });

  it("limits sign-ups per address", async () => {
    const org = await createOrgOn(proxied.port, proxied.adminToken);
    const signUpFrom = (address: string) =>
      api(org.host, "/api/auth/sign-up/email", {
        method: "POST",
        port: proxied.port,
        headers: { "x-forwarded-for": address },
        body: { email: `${unique("many")}@example.com`, password: "correct-horse-9", name: "Many" },
      });
    // The ten accounts the limit allows, made in one batch (each hashes its password).
    const allowed = await Promise.all(Array.from({ length: 10 }, () => signUpFrom("198.51.100.20")));
    expect(allowed.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const limited = await signUpFrom("198.51.100.20");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY_SIGN_UPS);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signUpFrom("198.51.100.21")).status).toBe(200);
  });
});

describe("Better Auth trusts only the organization's own origin", () => {
  let org: TestOrg;
  let cookie: string;
  beforeAll(async () => {
    org = await createOrg();
    cookie = await sessionCookie(org);
  });
  const session = async () => (await api(org.host, "/api/auth/get-session", { cookie })).body as { user: { name: string } } | null;

  it("refuses a session cookie sent from another origin to /api/auth/update-user; the name stays", async () => {
    const before = (await session())!.user.name;
    const forged = await api(org.host, "/api/auth/update-user", {
      method: "POST",
      cookie,
      headers: { origin: "http://evil.example" },
      body: { name: "Hacked" },
    });
    expect(forged.status).toBe(403);
    expect((await session())!.user.name).toBe(before);
    const own = await api(org.host, "/api/auth/update-user", { method: "POST", cookie, headers: { origin: originOf(org) }, body: { name: "Renamed" } });
    expect(own.status).toBe(200);
    expect((await session())!.user.name).toBe("Renamed");
  });

  it("refuses a session cookie sent from another origin to /api/auth/sign-out; the session stays valid", async () => {
    const forged = await api(org.host, "/api/auth/sign-out", { method: "POST", cookie, headers: { origin: "http://evil.example" }, body: {} });
    expect(forged.status).toBe(403);
    expect((await api(org.host, "/api/session", { cookie })).body.user?.email).toBe(org.owner.email);
  });

  it("does not answer a sign-in with a foreign callbackURL", async () => {
    const result = await signInAttempt(org.host, org.owner.email, org.owner.password, { body: { callbackURL: "https://evil.example/x" } });
    expect(result.status).toBe(403);
    expect(JSON.stringify(result.body)).not.toContain("evil.example");
    expect(result.headers.get("location")).toBeNull();
    // A path on the site itself is fine.
    const own = await signInAttempt(org.host, org.owner.email, org.owner.password, { body: { callbackURL: "/about" } });
    expect(own.status).toBe(200);
  });

  it("still signs in on any port of the organization's host", async () => {
    const other = await createOrg();
    expect(await signIn(other.host.toUpperCase(), other.owner.email, other.owner.password)).toBeTruthy();
  });
});

describe("the cross-site check with an Authorization header", () => {
  let org: TestOrg;
  let cookie: string;
  beforeAll(async () => {
    org = await createOrg();
    cookie = await sessionCookie(org);
  });
  const forged = (authorization: string) => ({ cookie, headers: { origin: "http://evil.example", authorization } });

  it("refuses cookie sessions from another site even with Authorization: Basic or an invalid bearer token; nothing changes", async () => {
    const created = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/", section_title: "Kept title" },
    });
    expect(created.status).toBe(201);
    const metric = await api(org.host, "/api/metrics", { method: "POST", token: org.owner.token, body: { title: "Kept metric", description: "<p>Kept</p>" } });
    expect(metric.status).toBe(201);
    const sectionNow = async () => (await api(org.host, `/api/template-sections/${created.body.id}`)).body;
    const libraryNow = async () => (await api<{ id: number; title: string }[]>(org.host, "/api/metrics", { token: org.owner.token })).body;
    const sectionBefore = await sectionNow();
    const libraryBefore = await libraryNow();

    // A Basic header leaves the cookie in charge: refused as cross-site (403). A made-up
    // bearer token takes the cookie's place and signs nobody in (401).
    for (const [authorization, refusal] of [
      ["Basic eHl6", 403],
      ["Bearer not-a-real-token", 401],
    ] as const) {
      const attempts = [
        await api(org.host, "/api/template-sections", { method: "POST", ...forged(authorization), body: { url_page: "/", section_title: "Forged" } }),
        await api(org.host, `/api/template-sections/${created.body.id}`, { method: "PUT", ...forged(authorization), body: { section_title: "Forged" } }),
        await api(org.host, `/api/template-sections/${created.body.id}`, { method: "DELETE", ...forged(authorization) }),
        await api(org.host, "/api/metrics", { method: "POST", ...forged(authorization), body: { title: "Forged", description: "<p>x</p>" } }),
        await api(org.host, `/api/metrics/${metric.body.id}`, { method: "PATCH", ...forged(authorization), body: { title: "Forged" } }),
        await api(org.host, `/api/metrics/${metric.body.id}`, { method: "DELETE", ...forged(authorization) }),
      ];
      expect(attempts.map((a) => a.status)).toEqual(Array(6).fill(refusal));
    }
    expect(await sectionNow()).toEqual(sectionBefore);
    expect(await libraryNow()).toEqual(libraryBefore);
    expect((await api(org.host, `/api/template-sections?url_page=/`)).body.map((s: { section_title: string }) => s.section_title)).not.toContain("Forged");
  });

  it("lets a request authenticated by a real bearer token through, whatever its Origin", async () => {
    const created = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      headers: { origin: "http://tool.example" },
      body: { url_page: "/", section_title: "From a tool" },
    });
    expect(created.status).toBe(201);
  });
});

describe("operator endpoints", () => {
  it("refuse to make an account someone else registered the owner, and say which and what to do", async () => {
    const stranger = await signUp("localhost");
    const host = `${unique("taken")}.test`;
    const create = (extra: Record<string, unknown> = {}) =>
      api("localhost", "/api/internal/organizations", {
        method: "POST",
        headers: { "x-onsite-admin-token": server().adminToken },
        body: { name: "Taken Co", host, ownerEmail: stranger.email, ownerPassword: "operator-password-1", ...extra },
      });
    const refused = await create();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(stranger.email);
    expect(refused.body.error).toContain("--existing-account");
    expect((await api(host, "/")).status).toBe(404);

    const accepted = await create({ existingAccount: true });
    expect(accepted.status).toBe(201);
    expect(accepted.body.created.owner).toBe(false);
    expect((await api(host, "/api/session", { token: stranger.token })).body.role).toBe("owner");
    // The operator's password was not set on the stranger's account.
    expect((await signInAttempt(host, stranger.email, "operator-password-1")).status).toBe(401);
    // Run again for the same owner: nothing new to confirm.
    expect((await create()).status).toBe(200);
  });

  it("answer a bad organization id with 400 and a clear message, not 500", async () => {
    const org = await createOrg();
    const account = await signUp(org.host);
    for (const id of [2147483648, 99999999999, 0, -1, 1.5, "1"]) {
      const result = await api("localhost", "/api/internal/members", {
        method: "POST",
        headers: { "x-onsite-admin-token": server().adminToken },
        body: { organization_id: id, email: account.email, role: "editor" },
      });
      expect(result.status).toBe(400);
      expect(result.body.error).toBe(BAD_ID);
    }
    const missing = await api("localhost", "/api/internal/members", {
      method: "POST",
      headers: { "x-onsite-admin-token": server().adminToken },
      body: { organization_id: 2147483647, email: account.email, role: "editor" },
    });
    expect(missing.status).toBe(404);
  });

  it("answer only on the loopback address, even with the operator token", async () => {
    const host = `${unique("remote")}.test`;
    const headers = { "x-onsite-admin-token": proxied.adminToken, "x-forwarded-for": "203.0.113.9" };
    const body = { name: "Remote Co", host, ownerEmail: `${unique("remote")}@example.com`, ownerPassword: "correct-horse-9" };
    const remote = await api("localhost", "/api/internal/organizations", { method: "POST", port: proxied.port, headers, body });
    expect(remote.status).toBe(403);
    expect(remote.body.error).toBe(LOOPBACK_ONLY);
    const spoofed = await api("localhost", "/api/internal/organizations", {
      method: "POST",
      port: proxied.port,
      headers: { ...headers, "x-onsite-client-address": "127.0.0.1" },
      body,
    });
    expect(spoofed.status).toBe(403);
    const members = await api("localhost", "/api/internal/members", {
      method: "POST",
      port: proxied.port,
      headers,
      body: { organization_id: 1, email: body.ownerEmail, role: "owner" },
    });
    expect(members.status).toBe(403);
    expect(members.body.error).toBe(LOOPBACK_ONLY);
    expect((await api(host, "/", { port: proxied.port })).status).toBe(404);
  });
});

describe("security headers on HTML", () => {
  it("are sent with the home page, /login and a not-found page", async () => {
    const org = await createOrg();
    for (const [host, path, status] of [
      [org.host, "/", 200],
      [org.host, "/login", 200],
      [org.host, `/${unique("missing")}`, 404],
      [`${unique("nobody")}.test`, "/", 404],
    ] as const) {
      const page = await api(host, path);
      expect(page.status).toBe(status);
      expect(page.headers.get("content-security-policy")).toMatch(
        /^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'; frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com$/,
      );
      expect(page.headers.get("x-content-type-options")).toBe("nosniff");
      expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});

/** The hashes a browser computes for the inline scripts it would run (no src, a script type). */
function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text!).digest("base64")}'`);
  }
  return hashes;
}

const directives = (policy: string | null) =>
  new Map(
    policy!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe("the Content-Security-Policy", () => {
  it("lets only this origin's files and the page's own inline scripts run, on kept pages, personal pages and error pages alike", async () => {
    const org = await createOrg();
    const cookie = await sessionCookie(org);
    const pages: [string, string, number, string?][] = [
      ["the home page, rendered", "/", 200],
      ["the home page, kept", "/", 200],
      ["the sign-in page", "/login", 200],
      ["the account page", "/account", 200, cookie],
      ["a missing page", `/${unique("missing")}`, 404],
    ];
    for (const [what, path, status, withCookie] of pages) {
      const page = await api(org.host, path, { cookie: withCookie });
      expect(page.status, what).toBe(status);
      const policy = directives(page.headers.get("content-security-policy"));
      const scripts = policy.get("script-src")!;
      const inline = inlineScriptHashes(String(page.body));
      // Next's pages run inline scripts (its payload), each allowed by its hash; the islands renderer's run none (one module file).
      if (String(page.body).includes("self.__next_f")) expect(inline.size, `${what} has inline scripts (Next's payload)`).toBeGreaterThan(0);
      else expect(String(page.body), `${what}: the islands entry`).toMatch(/<script type="module" async="" src="\/_onsite\/islands\/entry-[^"]+\.js">/);
      expect(new Set(scripts), what).toEqual(new Set(["'self'", ...inline]));
      for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "data:"]) expect(scripts).not.toContain(loose);
      expect(
        scripts.some((s) => s.startsWith("'nonce-")),
        "no per-request nonce",
      ).toBe(false);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
      // Frames: only this origin and the video players shown after consent (the embeds feature).
      expect(policy.get("frame-src")).toEqual(["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    }
    // A kept page sends the very policy computed when it was kept.
    const first = await api(org.host, "/login");
    const again = await api(org.host, "/login");
    expect(again.headers.get("x-onsite-cache")).toBe("HIT");
    expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    // Answers that are not HTML: this origin's scripts only.
    const json = await api(org.host, "/api/session");
    expect(json.headers.get("content-security-policy")).toBe(
      "script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'; frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
  });
});

describe("methods an address does not take", () => {
  const PAGES = "GET, HEAD";
  // A server whose log only the files that read it write to (the project's shared `log` server).
  let logged: SharedServer;
  beforeAll(async () => {
    logged = await variantServer("log");
  });

  it("are answered 405 with the address's Allow, on pages, files and API routes, never 500 and with nothing logged", async () => {
    const org = await createOrgOn(logged.port, logged.adminToken);
    const logBefore = (await variantLog("log")).length;
    const cases: [string, string, string][] = [
      ["TRACE", "/", PAGES],
      ["TRACE", "/about", PAGES],
      ["TRACE", "/account", PAGES],
      ["TRACE", "/es/login", PAGES],
      ["TRACE", "/robots.txt", PAGES],
      ["TRACE", "/_next/static/chunks/x.js", PAGES],
      ["TRACE", "/api/session", "GET, HEAD, OPTIONS"],
      ["TRACE", "/api/posts", "GET, HEAD, OPTIONS, POST"],
      ["TRACE", "/api/auth/get-session", "GET, HEAD, OPTIONS, POST"],
      ["TRACE", "/api/no-such-route", PAGES],
      ["PROPFIND", "/", PAGES],
      ["PROPFIND", "/api/session", "GET, HEAD, OPTIONS"],
      ["PURGE", "/about", PAGES],
      ["PUT", "/", PAGES],
      ["DELETE", "/about", PAGES],
      ["POST", "/", PAGES],
      ["OPTIONS", "/", PAGES],
      ["DELETE", "/api/session", "GET, HEAD, OPTIONS"],
      ["PUT", "/api/posts", "GET, HEAD, OPTIONS, POST"],
    ];
    for (const [method, path, allow] of cases) {
      const answer = await rawRequest(org.host, path, { method, port: logged.port });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
      if (path.startsWith("/api/")) expect(JSON.parse(answer.text)).toEqual({ error: `Method not allowed. This address takes ${allow}.` });
    }
    // Next answered TRACE with a 500 and logged "⨯ TypeError: 'TRACE' HTTP method is unsupported."
    expect((await variantLog("log")).slice(logBefore)).not.toMatch(/method is unsupported|⨯/i);
    // What they take still works.
    expect((await rawRequest(org.host, "/", { port: logged.port })).status).toBe(200);
    expect((await rawRequest(org.host, "/api/session", { method: "OPTIONS", port: logged.port })).status).toBe(204);
  });
});

describe("a locale prefix equal to the site's language", () => {
  it("redirects to the same path without the prefix, keeping the query", async () => {
    const org = await createOrg();
    for (const [path, target] of [
      ["/en/about", "/about"],
      ["/en/some/deep/path", "/some/deep/path"],
      ["/en/about?ref=mail&x=1", "/about?ref=mail&x=1"],
      ["/en", "/"],
    ]) {
      const result = await api(org.host, path!);
      expect([307, 308]).toContain(result.status);
      // Next may repeat the header on a fresh render; every value must point at the target.
      const locations = result.headers
        .get("location")!
        .split(", ")
        .map((l) => new URL(l, siteUrl(org.host)).href);
      expect(new Set(locations)).toEqual(new Set([siteUrl(org.host, target)]));
    }
  });
});
