import { beforeAll, describe, expect, it } from "vitest";
import { api, confirmEmail, createOrg, signIn, signUpUnverified, unique, type TestOrg } from "../support/client";
import { linkIn } from "../support/mail";
import { mailbox as mail, variantServer, type SharedServer } from "../support/variants";

/**
 * Accounts with a real SMTP server: the project's shared `mail` server sends to the SMTP
 * sink of the test hub (tests/support/hub.ts), where each test reads its own addresses' mails.
 * Organizations answer on `*.localhost` names, whose links carry the server's port.
 */
let app: SharedServer;
let org: TestOrg;
const PASSWORD = "correct-horse-9";

const call = (host: string, path: string, options: Parameters<typeof api>[2] = {}) => api(host, path, { ...options, port: app.port });
const post = (host: string, path: string, body: unknown, extra: Parameters<typeof api>[2] = {}) => call(host, path, { method: "POST", body, ...extra });
const signInAttempt = (host: string, email: string, password: string) => post(host, "/api/auth/sign-in/email", { email, password });
const operator = (path: string, body: unknown) => call("localhost", path, { method: "POST", body, headers: { "x-onsite-admin-token": app.adminToken } });
const origin = (host: string) => `http://${host}:${app.port}`;
/** A page's rendered body, without its scripts (they carry the whole UI catalog of the page's language). */
const visible = (html: unknown) =>
  String(html)
    .replace(/^[\s\S]*?<body/, "<body")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
const viewer = async (host: string, token: string) => (await call(host, "/api/session", { token })).body;

const confirmationLink = async (email: string) => new URL(linkIn(await mail.next(email, (m) => m.subject.startsWith("Confirm your email"))));

/** The address's owner follows the mailed link and chooses PASSWORD there. */
async function confirm(host: string, email: string) {
  return confirmEmail(host, await confirmationLink(email), PASSWORD, app.port);
}

beforeAll(async () => {
  app = await variantServer("mail");
  const host = `${unique("acme")}.localhost`;
  org = await createOrg("Acme Tours", app, { host, siteTitle: "Acme Tours", supportedLocales: ["en", "es"] });
});

describe("password reset", () => {
  it("mails a link on the organization's own host, valid once; the new password works and the old one and old sessions do not", async () => {
    const owner = { ...org.owner };
    const before = (await mail.to(owner.email)).length;
    // A forwarded host naming another site changes nothing: the link is on the organization's base_url.
    const asked = await post(
      org.host,
      "/api/auth/request-password-reset",
      { email: owner.email, redirectTo: "/reset-password" },
      { headers: { "x-forwarded-host": "evil.example" } },
    );
    expect(asked.status).toBe(200);
    const received = await mail.next(owner.email, (m) => m.subject === "Reset your password for Acme Tours", before);
    const link = new URL(linkIn(received));
    expect(link.origin).toBe(origin(org.host));
    expect(link.pathname).toBe("/reset-password");
    expect(received.text).toContain("within 60 minutes");
    const token = link.searchParams.get("token")!;
    const INVALID = "This link is no longer valid: it was used already or it expired. Ask for a new one.";
    const page = async () => visible((await call(org.host, link.pathname + link.search)).body);
    // The page checks the link on the server: a working one gets the form.
    expect(await page()).toMatch(/<input[^>]*name="password"/);
    expect(await page()).not.toContain(INVALID);

    const reset = await post(org.host, "/api/auth/reset-password", { newPassword: "brand-new-pass-1", token });
    expect(reset.status).toBe(200);
    expect((await signInAttempt(org.host, owner.email, PASSWORD)).status).toBe(401);
    const fresh = await signIn(org.host, owner.email, "brand-new-pass-1", app.port);
    expect((await viewer(org.host, fresh)).role).toBe("owner");
    // Sessions from before the reset are over.
    expect((await viewer(org.host, owner.token)).user).toBeFalsy();

    // A used link says so as soon as it is opened, with no password form.
    expect(await page()).toContain(INVALID);
    expect(await page()).not.toMatch(/<input[^>]*name="password"/);
    const again = await post(org.host, "/api/auth/reset-password", { newPassword: "another-pass-2", token });
    expect(again.status).toBe(400);
    expect((await signInAttempt(org.host, owner.email, "another-pass-2")).status).toBe(401);
    org.owner.password = "brand-new-pass-1";
    org.owner.token = fresh;
  });

  it("builds the link on base_url even when asked on the organization's second host, in the page's language", async () => {
    const hostLocal = `${unique("beta-alt")}.localhost`;
    const other = await createOrg("Beta Trips", app, { host: `${unique("beta")}.localhost`, hostLocal, supportedLocales: ["en", "es"] });
    const asked = await post(hostLocal, "/api/auth/request-password-reset", { email: other.owner.email, redirectTo: "/es/reset-password" });
    expect(asked.status).toBe(200);
    const link = new URL(linkIn(await mail.next(other.owner.email, (m) => m.subject.startsWith("Reset your password"))));
    expect(link.origin).toBe(origin(other.host));
    expect(link.pathname).toBe("/es/reset-password");
  });

  it("answers an unknown email exactly like a registered one, and mails no one", async () => {
    const unknown = `${unique("nobody")}@example.com`;
    const before = (await mail.to(org.owner.email)).length;
    const forUnknown = await post(org.host, "/api/auth/request-password-reset", { email: unknown, redirectTo: "/reset-password" });
    const forKnown = await post(org.host, "/api/auth/request-password-reset", { email: org.owner.email, redirectTo: "/reset-password" });
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body).toEqual(forKnown.body);
    // Both were handled in turn: once the registered one's mail is here, the unknown one would be too.
    await mail.next(org.owner.email, (m) => m.subject.startsWith("Reset your password"), before);
    expect(await mail.to(unknown)).toHaveLength(0);
  });

  it("refuses a made-up token with 400 and changes nothing", async () => {
    for (const query of ["?token=not-a-real-token", ""]) {
      const opened = visible((await call(org.host, `/reset-password${query}`)).body);
      expect(opened).toContain("This link is no longer valid: it was used already or it expired. Ask for a new one.");
      expect(opened).not.toMatch(/<input[^>]*name="password"/);
    }
    const result = await post(org.host, "/api/auth/reset-password", { newPassword: "made-up-pass-1", token: "not-a-real-token" });
    expect(result.status).toBe(400);
    expect((await signInAttempt(org.host, org.owner.email, org.owner.password)).status).toBe(200);
  });
});

describe("sign-up", () => {
  it("signs in only after the emailed link is followed", async () => {
    const email = `${unique("new")}@example.com`;
    await signUpUnverified(org.host, email, PASSWORD, app.port);
    const refused = await signInAttempt(org.host, email, PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("EMAIL_NOT_VERIFIED");

    const confirmed = await confirm(org.host, email);
    expect(confirmed.status).toBe(200);
    // Choosing the password on the link's page signs in.
    expect(confirmed.headers.get("set-cookie")).toContain("session_token");
    expect((await signInAttempt(org.host, email, PASSWORD)).status).toBe(200);
  });

  it("makes the owner of a never-used account choose a password through the link: the registrant's password stops working", async () => {
    const stranger = `${unique("stranger")}@example.com`;
    // Someone registers a stranger's address with a password of their own.
    await signUpUnverified(org.host, stranger, "attackers-pass-1", app.port);
    expect((await signInAttempt(org.host, stranger, "attackers-pass-1")).status).toBe(403);

    const received = await mail.next(stranger, (m) => m.subject === "Confirm your email for Acme Tours");
    expect(received.text).toContain("Someone signed up on Acme Tours");
    expect(received.text).toContain("with this email address. If it was you, open this link to confirm the address and choose your password:");
    expect(received.text).toContain("If it was not you, ignore this mail: without this link no one can use the account.");
    // The mail does not repeat the name the registrant typed.
    expect(received.text).not.toContain(stranger.split("@")[0]);
    const link = new URL(linkIn(received));
    expect(link.origin).toBe(origin(org.host));
    expect(link.pathname).toBe("/confirm-email");
    const token = link.searchParams.get("token")!;

    // Opening the link signs no one in and confirms nothing yet: it asks for a password.
    const opened = await call(org.host, link.pathname + link.search);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("set-cookie")).toBeNull();
    expect(visible(opened.body)).toContain("Choose your password");
    expect(visible(opened.body)).toContain(`Someone signed up on Acme Tours with ${stranger}.`);
    expect(visible(opened.body)).toMatch(/<input[^>]*name="password"/);
    expect((await signInAttempt(org.host, stranger, "attackers-pass-1")).status).toBe(403);
    // Better Auth's own confirmation address only leads to that page.
    const direct = await call(org.host, `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=%2F`);
    expect(direct.status).toBe(302);
    expect(direct.headers.get("location")).toBe(`/confirm-email?token=${encodeURIComponent(token)}&next=%2F`);
    expect(direct.headers.get("set-cookie")).toBeNull();
    expect((await signInAttempt(org.host, stranger, "attackers-pass-1")).status).toBe(403);

    const short = await post(org.host, "/api/auth/confirm-email", { token, newPassword: "short" });
    expect(short.status).toBe(400);
    const chosen = await post(org.host, "/api/auth/confirm-email", { token, newPassword: "strangers-pass-2" });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get("set-cookie")).toContain("session_token");
    expect((await signInAttempt(org.host, stranger, "attackers-pass-1")).status).toBe(401);
    expect((await signInAttempt(org.host, stranger, "strangers-pass-2")).status).toBe(200);

    // The link has done its work: a second use changes nothing.
    const again = await post(org.host, "/api/auth/confirm-email", { token, newPassword: "attackers-pass-3" });
    expect(again.status).toBe(400);
    expect((await signInAttempt(org.host, stranger, "attackers-pass-3")).status).toBe(401);
    const used = visible((await call(org.host, link.pathname + link.search)).body);
    expect(used).toContain("This email address is confirmed already. Sign in with your password.");
    expect(used).not.toMatch(/<input[^>]*name="password"/);
    // A made-up token: 400, nothing changes.
    expect((await post(org.host, "/api/auth/confirm-email", { token: "made-up", newPassword: "attackers-pass-4" })).status).toBe(400);
  });

  it("writes the confirmation mail in the language of the page the account was created on", async () => {
    const email = `${unique("es")}@example.com`;
    const signedUp = await post(org.host, "/api/auth/sign-up/email", { email, password: PASSWORD, name: "Ana", callbackURL: "/es" });
    expect(signedUp.status).toBe(200);
    const received = await mail.next(email, (m) => m.subject === "Confirma tu correo para Acme Tours");
    expect(received.text).toContain("Alguien se registró en Acme Tours");
    const link = new URL(linkIn(received));
    expect(link.pathname).toBe("/es/confirm-email");
    expect(visible((await call(org.host, link.pathname + link.search)).body)).toContain("Elige tu contraseña");
  });

  it("answers a registered email exactly like a new one and mails its owner instead", async () => {
    const fresh = await post(org.host, "/api/auth/sign-up/email", { email: `${unique("fresh")}@example.com`, password: PASSWORD, name: "Fresh" });
    const before = (await mail.to(org.owner.email)).length;
    const taken = await post(org.host, "/api/auth/sign-up/email", { email: org.owner.email.toUpperCase(), password: "someone-else-1", name: "Intruder" });
    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual(fresh.body);
    expect(JSON.stringify(taken.body)).not.toContain("USER_ALREADY_EXISTS");
    // Both leave a sign-up marker of the same shape (a decoy for the registered address), no session.
    const marker = (headers: Headers) => headers.getSetCookie().map((cookie) => cookie.replace(/=[^;]*/, "=…").replace(/Max-Age=\d+/, ""));
    expect(marker(taken.headers)).toEqual(marker(fresh.headers));
    expect(marker(taken.headers)).toEqual(["onsite_signup=…; Path=/; ; HttpOnly; SameSite=Lax"]);

    const warning = await mail.next(org.owner.email, () => true, before);
    expect(warning.subject).toBe("Someone tried to create an account with your email on Acme Tours");
    expect(new URL(linkIn(warning)).origin).toBe(origin(org.host));
    // The owner's password is untouched; the intruder's does not work.
    expect((await signInAttempt(org.host, org.owner.email, org.owner.password)).status).toBe(200);
    expect((await signInAttempt(org.host, org.owner.email, "someone-else-1")).status).toBe(401);
  });

  it("counts an account the operator created with org:create as confirmed: no mail, signs in at once", async () => {
    const email = `${unique("op")}@example.com`;
    const created = await operator("/api/internal/organizations", {
      name: "Gamma",
      host: `${unique("gamma")}.localhost`,
      ownerEmail: email,
      ownerPassword: PASSWORD,
    });
    expect(created.status).toBe(201);
    expect((await signInAttempt((created.body as { organization: { base_url: string } }).organization.base_url, email, PASSWORD)).status).toBe(200);
    expect(await mail.to(email)).toHaveLength(0);
  });
});

describe("unconfirmed accounts", () => {
  it("can never be made a member or an owner", async () => {
    const account = await signUpUnverified(org.host, undefined, PASSWORD, app.port);
    const asMember = await operator("/api/internal/members", { organization_id: org.id, email: account.email, role: "editor" });
    expect(asMember.status).toBe(409);
    expect(asMember.body.error).toContain("has not confirmed its email address");
    const asOwner = await operator("/api/internal/organizations", {
      name: "Delta",
      host: `${unique("delta")}.localhost`,
      ownerEmail: account.email,
      ownerPassword: PASSWORD,
      existingAccount: true,
    });
    expect(asOwner.status).toBe(409);
    expect(asOwner.body.error).toContain("has not confirmed its email address");

    // Once confirmed, the operator may give it a role.
    expect((await confirm(org.host, account.email)).status).toBe(200);
    expect((await operator("/api/internal/members", { organization_id: org.id, email: account.email, role: "editor" })).status).toBe(200);
  });
});

describe("the account", () => {
  it("changes the name, changes the password only with the current one (ending every other session), and signs out other sessions", async () => {
    const email = `${unique("acct")}@example.com`;
    await signUpUnverified(org.host, email, PASSWORD, app.port);
    await confirm(org.host, email);
    const here = await signIn(org.host, email, PASSWORD, app.port);
    const elsewhere = await signIn(org.host, email, PASSWORD, app.port);

    expect((await post(org.host, "/api/auth/update-user", { name: "Renamed" }, { token: here })).status).toBe(200);
    expect((await viewer(org.host, here)).user.name).toBe("Renamed");

    const wrong = await post(org.host, "/api/auth/change-password", { currentPassword: "not-my-password", newPassword: "changed-pass-1" }, { token: here });
    expect(wrong.status).toBe(400);
    expect((await viewer(org.host, elsewhere)).user?.email).toBe(email);
    // The client does not ask for it: the other sessions end all the same.
    const changed = await post(org.host, "/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "changed-pass-1" }, { token: here });
    expect(changed.status).toBe(200);
    expect((await viewer(org.host, elsewhere)).user).toBeFalsy();
    // The session that changed it goes on, under the token the answer carries (as its cookie does in a browser).
    const renewed = changed.headers.get("set-auth-token")!;
    expect(renewed).toBeTruthy();
    expect((await viewer(org.host, renewed)).user?.email).toBe(email);
    expect((await signInAttempt(org.host, email, PASSWORD)).status).toBe(401);
    expect((await signInAttempt(org.host, email, "changed-pass-1")).status).toBe(200);

    const another = await signIn(org.host, email, "changed-pass-1", app.port);
    expect((await viewer(org.host, another)).user?.email).toBe(email);
    expect((await post(org.host, "/api/auth/revoke-other-sessions", {}, { token: renewed })).status).toBe(200);
    expect((await viewer(org.host, another)).user).toBeFalsy();
    expect((await viewer(org.host, renewed)).user?.email).toBe(email);
  });

  it("renders /account for the person asking and never serves it from the page cache to someone else", async () => {
    const a = `${unique("ann")}@example.com`;
    const b = `${unique("ben")}@example.com`;
    for (const email of [a, b]) {
      await signUpUnverified(org.host, email, PASSWORD, app.port);
      await confirm(org.host, email);
    }
    const annToken = await signIn(org.host, a, PASSWORD, app.port);
    const benToken = await signIn(org.host, b, PASSWORD, app.port);
    for (const path of ["/account", "/es/account"]) {
      const ann = await call(org.host, path, { token: annToken });
      expect(ann.status, path).toBe(200);
      expect(String(ann.body)).toContain(a);
      const ben = await call(org.host, path, { token: benToken });
      expect(String(ben.body)).toContain(b);
      expect(String(ben.body)).not.toContain(a);
      expect((await call(org.host, path)).status).toBe(307);
    }
  });

  it("sends a signed-out visitor of /account to /login?next=/account", async () => {
    const result = await call(org.host, "/account");
    expect(result.status).toBe(307);
    expect(result.headers.get("location")).toBe("/login?next=%2Faccount");
    const spanish = await call(org.host, "/es/account");
    expect(spanish.headers.get("location")).toBe("/es/login?next=%2Fes%2Faccount");
  });
});

describe("page titles", () => {
  it("titles /login, /register and /signup with their purpose and the site's name", async () => {
    const title = async (path: string) => String((await call(org.host, path)).body).match(/<title>([^<]*)<\/title>/)?.[1];
    expect(await title("/login")).toBe("Sign in – Acme Tours");
    expect(await title("/register")).toBe("Create account – Acme Tours");
    expect(await title("/signup")).toBe("Create account – Acme Tours");
    expect(await title("/es/login")).toBe("Iniciar sesión – Acme Tours");
    expect(await title("/reset-password")).toBe("Choose a new password – Acme Tours");
  });
});
