import { describe, expect, it, beforeAll } from "vitest";
import { api, createOrg, member, signUp, siteUrl, unique, type TestOrg } from "../support/client";

describe("who is signed in (GET /api/session)", () => {
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg("Session Org");
  });

  it("answers signed-out visitors with no user and the host's organization", async () => {
    const { status, body } = await api(org.host, "/api/session");
    expect(status).toBe(200);
    expect(body).toEqual({ user: null, role: null, organization: { id: org.id, name: "Session Org" } });
  });

  it("knows the owner by bearer token", async () => {
    const { body } = await api(org.host, "/api/session", { token: org.owner.token });
    expect(body.user.email).toBe(org.owner.email);
    expect(body.role).toBe("owner");
  });

  it("treats a signed-in customer (no membership) as no member", async () => {
    const customer = await signUp(org.host);
    const { body } = await api(org.host, "/api/session", { token: customer.token });
    expect(body.user.email).toBe(customer.email);
    expect(body.role).toBeNull();
  });

  it("gives a member of another organization no role here", async () => {
    const other = await createOrg();
    const { body } = await api(org.host, "/api/session", { token: other.owner.token });
    expect(body.user.email).toBe(other.owner.email);
    expect(body.role).toBeNull();
  });
});

describe("the authorization check on a mutating request (POST /api/revalidate)", () => {
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg();
  });
  const revalidate = (options: { token?: string; cookie?: string; headers?: Record<string, string> } = {}, tag = `org-${org.id}`) =>
    api(org.host, "/api/revalidate", { method: "POST", body: { tag }, ...options });

  it("is 401 without a session", async () => {
    const { status, body } = await revalidate();
    expect(status).toBe(401);
    expect(body.error).toBeTruthy();
  });

  it("is 403 for a member of another organization", async () => {
    const other = await createOrg();
    const { status, body } = await revalidate({ token: other.owner.token });
    expect(status).toBe(403);
    expect(body.error).toMatch(/access/i);
  });

  it("is 403 for a signed-in customer", async () => {
    const customer = await signUp(org.host);
    expect((await revalidate({ token: customer.token })).status).toBe(403);
  });

  it("lets owners, admins and editors through", async () => {
    expect((await revalidate({ token: org.owner.token })).status).toBe(200);
    expect((await revalidate({ token: (await member(org, "admin")).token })).status).toBe(200);
    expect((await revalidate({ token: (await member(org, "editor")).token })).status).toBe(200);
  });

  it("refuses a malformed tag with 400 and the reason", async () => {
    const { status, body } = await revalidate({ token: org.owner.token }, "everything");
    expect(status).toBe(400);
    expect(body.error).toBe("A tag of the form org-{id} is required.");
  });

  it("refuses a cookie-authenticated request from another site", async () => {
    const signIn = await api(org.host, "/api/auth/sign-in/email", { method: "POST", body: { email: org.owner.email, password: org.owner.password } });
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    expect((await revalidate({ cookie, headers: { origin: "http://evil.example" } })).status).toBe(403);
    expect((await revalidate({ cookie, headers: { origin: new URL(siteUrl(org.host)).origin } })).status).toBe(200);
  });
});

describe("sign-in", () => {
  it("gives the same clear message for a wrong password and an unknown email", async () => {
    const org = await createOrg();
    const wrong = await api(org.host, "/api/auth/sign-in/email", { method: "POST", body: { email: org.owner.email, password: "not-the-password" } });
    const unknown = await api(org.host, "/api/auth/sign-in/email", {
      method: "POST",
      body: { email: `${unique("nobody")}@example.com`, password: "not-the-password" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it("rate limits repeated failures, and the right password is refused while limited", async () => {
    const org = await createOrg();
    const attempt = (password: string) => api(org.host, "/api/auth/sign-in/email", { method: "POST", body: { email: org.owner.email, password } });
    for (let i = 0; i < 5; i++) expect((await attempt("wrong-password")).status).toBe(401);
    const limited = await attempt("wrong-password");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await attempt(org.owner.password)).status).toBe(429);
  });
});

describe("tenancy", () => {
  it("shows each host its own organization and unknown hosts a not-found page", async () => {
    const a = await createOrg(unique("Alpha "));
    const b = await createOrg(unique("Beta "));
    const pageA = await api(a.host, "/");
    const pageB = await api(b.host, "/");
    expect(pageA.body).toContain(a.name);
    expect(pageA.body).not.toContain(b.name);
    expect(pageB.body).toContain(b.name);
    const missing = await api(`${unique("nobody")}.test`, "/");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Site not found");
  });

  it("sets lang from the locale prefix; the default language has none", async () => {
    const org = await createOrg();
    const published = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { settingsData: { supported_locales: ["en", "de"] } },
    });
    expect(published.status).toBe(200);
    expect((await api(org.host, "/")).body).toContain('<html lang="en"');
    expect((await api(org.host, "/de")).body).toContain('<html lang="de"');
    const prefixed = await api(org.host, "/en");
    expect([307, 308]).toContain(prefixed.status);
  });
});
