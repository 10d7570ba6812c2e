import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, loopback, unique, type TestOrg } from "../support/client";
import { linkIn } from "../support/mail";
import { mailbox as mail, variantServer, type SharedServer } from "../support/variants";

/**
 * The account forms as a browser posts them before their scripts run, or without
 * JavaScript (issue 36, item 1): `/api/account/<form>` takes the form's fields, answers
 * 303 with the session cookie or back to the page with an error code, and never puts
 * the email or password in an address. And the sign-up marker (item 2): the link opened
 * in the browser that signed up keeps the sign-up's password; anywhere else it asks.
 */
let app: SharedServer;
let org: TestOrg;
const PASSWORD = "correct-horse-9";

const origin = (host = org.host) => `http://${host}:${app.port}`;
const call = (path: string, options: Parameters<typeof api>[2] = {}) => api(org.host, path, { ...options, port: app.port });
/** A page's rendered body, without its scripts (they carry the whole UI catalog of the page's language). */
const visible = (html: unknown) =>
  String(html)
    .replace(/^[\s\S]*?<body/, "<body")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

type Posted = { status: number; location: string; cookies: string[]; body: string };

/** A form posted as a browser does: urlencoded, from a page of the site (its Origin and Sec-Fetch-Site), following nothing. */
async function postForm(
  form: string,
  fields: Record<string, string>,
  options: { cookie?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Posted> {
  const response = await fetch(`${origin()}/api/account/${form}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: origin(),
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body ?? new URLSearchParams(fields).toString(),
    redirect: "manual",
    dispatcher: loopback,
  } as RequestInit);
  return { status: response.status, location: response.headers.get("location") ?? "", cookies: response.headers.getSetCookie(), body: await response.text() };
}

/** The Cookie header a browser would send from these Set-Cookie answers. */
const cookieHeader = (cookies: string[]) =>
  cookies
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
const named = (cookies: string[], name: string) => cookies.find((cookie) => cookie.split("=")[0].endsWith(name));
const sessionOf = async (cookies: string[]) => (await call("/api/session", { cookie: cookieHeader(cookies) })).body as { user: { email: string } | null };
const confirmationLink = async (email: string) => new URL(linkIn(await mail.next(email, (m) => m.subject.startsWith("Confirm your email"))));

/** A confirmed account (through the API), to sign in with. */
async function confirmedAccount() {
  const email = `${unique("form")}@example.com`;
  expect((await call("/api/auth/sign-up/email", { method: "POST", body: { email, password: PASSWORD, name: "Form" } })).status).toBe(200);
  const token = (await confirmationLink(email)).searchParams.get("token")!;
  expect((await call("/api/auth/confirm-email", { method: "POST", body: { token, newPassword: PASSWORD } })).status).toBe(200);
  return email;
}

beforeAll(async () => {
  app = await variantServer("mail");
  org = await createOrg("Acme Tours", app, { host: `${unique("forms")}.localhost`, siteTitle: "Acme Tours", supportedLocales: ["en", "es"] });
});

describe("sign-in posted by the browser", () => {
  it("signs in with the session cookie and goes to the same-site next page; a wrong password comes back with the message, nothing private in any address", async () => {
    const email = await confirmedAccount();
    const wrong = await postForm("sign-in", { email, password: "not-the-password", back: "/login?next=%2Faccount", next: "/account" });
    expect(wrong.status).toBe(303);
    expect(wrong.location).toBe("/login?next=%2Faccount&error=invalid");
    expect(named(wrong.cookies, "session_token")).toBeUndefined();
    expect(wrong.location).not.toContain(encodeURIComponent(email));
    const page = visible((await call(wrong.location)).body);
    expect(page).toContain("Invalid email or password.");
    expect(page).toMatch(/<form(?=[^>]*method="post")[^>]*action="\/api\/account\/sign-in"/);
    expect(page).toMatch(/<input type="hidden" name="next" value="\/account"/);

    const signedIn = await postForm("sign-in", { email, password: PASSWORD, back: "/login?next=%2Faccount", next: "/account" });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/account");
    expect(named(signedIn.cookies, "session_token")).toBeDefined();
    expect((await sessionOf(signedIn.cookies)).user?.email).toBe(email);

    // Another site as `next`: the home page instead; the page's language is kept.
    const elsewhere = await postForm("sign-in", { email, password: PASSWORD, back: "/es/login", next: "https://evil.example/" });
    expect(elsewhere.location).toBe("/es");
    const spanish = await postForm("sign-in", { email, password: "wrong-again-1", back: "/es/login" });
    expect(spanish.location).toBe("/es/login?error=invalid");
    expect(visible((await call(spanish.location)).body)).toContain("Correo electrónico o contraseña incorrectos.");
  });

  it("keeps the failed sign-in limit: the sixth wrong password from one address is refused even with the right one", async () => {
    const email = await confirmedAccount();
    for (let i = 0; i < 5; i++)
      expect((await postForm("sign-in", { email, password: `wrong-${i}-pass`, back: "/login" })).location).toBe("/login?error=invalid");
    const limited = await postForm("sign-in", { email, password: PASSWORD, back: "/login" });
    expect(limited.location).toBe("/login?error=too-many");
    expect(named(limited.cookies, "session_token")).toBeUndefined();
    expect(visible((await call(limited.location)).body)).toContain("Too many failed sign-in attempts. Try again in a few minutes.");
  });

  it("refuses a cross-site post (no one is signed in) and malformed posts with a 4xx, changing nothing", async () => {
    const email = await confirmedAccount();
    const fields = { email, password: PASSWORD, back: "/login" };
    const crossOrigin = await postForm("sign-in", fields, { headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site" } });
    expect(crossOrigin.status).toBe(403);
    expect(JSON.parse(crossOrigin.body).error).toBe("Cross-site request refused.");
    expect(crossOrigin.cookies).toEqual([]);
    const crossSite = await postForm("sign-in", fields, { headers: { origin: origin(), "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);

    const json = await postForm("sign-in", fields, { headers: { "content-type": "application/json" }, body: JSON.stringify(fields) });
    expect(json.status).toBe(415);
    expect(JSON.parse(json.body).error).toBe("Send the form as application/x-www-form-urlencoded.");
    const missing = await postForm("sign-in", { email, back: "/login" });
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body).error).toBe('The form field "password" is missing.');
    const huge = await postForm("sign-in", { ...fields, filler: "x".repeat(20_000) });
    expect(huge.status).toBe(413);
    expect((await postForm("made-up", fields)).status).toBe(404);
    // Not on an organization's host.
    const nowhere = await fetch(`http://${unique("nowhere")}.localhost:${app.port}/api/account/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
      dispatcher: loopback,
    } as RequestInit);
    expect(nowhere.status).toBe(404);
    // A `back` on another site goes nowhere else but the form's own page.
    expect((await postForm("sign-in", { email, password: "nope-nope-1", back: "//evil.example/login" })).location).toBe("/login?error=invalid");
  });
});

describe("registration and the confirmation link", () => {
  it("registers from a posted form; the link opened in that browser keeps the sign-up's password and signs in", async () => {
    const email = `${unique("keep")}@example.com`;
    const short = await postForm("sign-up", { name: "Kim", email, password: "short", back: "/register" });
    expect(short.location).toBe("/register?error=too-short");
    expect(visible((await call(short.location)).body)).toContain("The password must have at least 8 characters.");

    const registered = await postForm("sign-up", { name: "Kim", email, password: "kims-own-pass-1", back: "/register?next=%2Fblog", next: "/blog" });
    expect(registered.status).toBe(303);
    expect(registered.location).toBe("/register?next=%2Fblog&sent=1");
    expect(registered.location).not.toContain("kim");
    const marker = named(registered.cookies, "onsite_signup")!;
    expect(marker).toMatch(/HttpOnly/i);
    expect(marker).toMatch(/Max-Age=3600/);
    expect(named(registered.cookies, "session_token")).toBeUndefined();
    expect(visible((await call(registered.location)).body)).toContain(
      "We sent a mail to the address you gave. Open the link in it to finish creating your account.",
    );

    const link = await confirmationLink(email);
    const here = cookieHeader(registered.cookies);
    // In this browser: no password field, one button.
    const page = visible((await call(link.pathname + link.search, { cookie: here })).body);
    expect(page).toContain(`You signed up on Acme Tours with ${email} in this browser.`);
    expect(page).toContain("Confirm and sign in");
    expect(page).not.toMatch(/<input[^>]*name="password"/);
    // Elsewhere (no marker): the password form, as before.
    expect(visible((await call(link.pathname + link.search)).body)).toMatch(/<input[^>]*name="password"/);

    const confirmed = await postForm(
      "confirm-email",
      { token: link.searchParams.get("token")!, next: "/blog", back: link.pathname + link.search },
      { cookie: here },
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.location).toBe("/blog");
    expect((await sessionOf(confirmed.cookies)).user?.email).toBe(email);
    expect(named(confirmed.cookies, "onsite_signup")).toMatch(/Max-Age=0/);
    expect((await call("/api/auth/sign-in/email", { method: "POST", body: { email, password: "kims-own-pass-1" } })).status).toBe(200);
  });

  it("asks for a password where the marker is missing, and the registrant's password never works after the owner confirms elsewhere", async () => {
    const stranger = `${unique("stranger")}@example.com`;
    const attacker = await call("/api/auth/sign-up/email", { method: "POST", body: { email: stranger, password: "attackers-pass-1", name: "Not the owner" } });
    expect(attacker.status).toBe(200);
    const attackerCookies = attacker.headers.getSetCookie();
    expect(named(attackerCookies, "onsite_signup")).toBeDefined();
    const token = (await confirmationLink(stranger)).searchParams.get("token")!;

    // The owner's browser has no marker: keeping a password is refused, nothing changes.
    const keep = await call("/api/auth/confirm-email", { method: "POST", body: { token } });
    expect(keep.status).toBe(400);
    expect(keep.body.code).toBe("PASSWORD_REQUIRED");
    expect(keep.headers.get("set-cookie")).toBeNull();
    const posted = await postForm("confirm-email", { token, back: `/confirm-email?token=${token}` });
    expect(named(posted.cookies, "session_token")).toBeUndefined();
    expect((await call("/api/auth/sign-in/email", { method: "POST", body: { email: stranger, password: "attackers-pass-1" } })).status).toBe(403);

    const owner = await call("/api/auth/confirm-email", { method: "POST", body: { token, newPassword: "owners-pass-2" } });
    expect(owner.status).toBe(200);
    expect((await call("/api/auth/sign-in/email", { method: "POST", body: { email: stranger, password: "attackers-pass-1" } })).status).toBe(401);
    // The registrant's marker does nothing now, with the link or without.
    const late = await call("/api/auth/confirm-email", { method: "POST", body: { token }, cookie: cookieHeader(attackerCookies) });
    expect(late.status).toBe(400);
    expect(
      named((await postForm("confirm-email", { token, back: "/confirm-email" }, { cookie: cookieHeader(attackerCookies) })).cookies, "session_token"),
    ).toBeUndefined();
    expect((await call("/api/auth/sign-in/email", { method: "POST", body: { email: stranger, password: "owners-pass-2" } })).status).toBe(200);
  });

  it("gives a second sign-up of an unconfirmed address with another password a marker that keeps nothing", async () => {
    const email = `${unique("second")}@example.com`;
    const first = await call("/api/auth/sign-up/email", { method: "POST", body: { email, password: "first-pass-11", name: "First" } });
    const second = await call("/api/auth/sign-up/email", { method: "POST", body: { email, password: "second-pass-22", name: "Second" } });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const shape = (cookies: string[]) =>
      named(cookies, "onsite_signup")!
        .replace(/=[^;]*/, "=…")
        .replace(/Max-Age=\d+/, "");
    expect(shape(second.headers.getSetCookie())).toBe(shape(first.headers.getSetCookie()));
    const token = (await confirmationLink(email)).searchParams.get("token")!;
    const keep = await call("/api/auth/confirm-email", { method: "POST", body: { token }, cookie: cookieHeader(second.headers.getSetCookie()) });
    expect(keep.status).toBe(400);
    expect(keep.body.code).toBe("PASSWORD_REQUIRED");
    // The first browser's marker still matches: it typed the account's password.
    const kept = await call("/api/auth/confirm-email", { method: "POST", body: { token }, cookie: cookieHeader(first.headers.getSetCookie()) });
    expect(kept.status).toBe(200);
    expect((await call("/api/auth/sign-in/email", { method: "POST", body: { email, password: "first-pass-11" } })).status).toBe(200);
  });
});

describe("password reset posted by the browser", () => {
  it("asks for the link and sets the new password, with the answers on the pages", async () => {
    const email = await confirmedAccount();
    const asked = await postForm("forgot-password", { email, back: "/login?forgot=1" });
    expect(asked.status).toBe(303);
    expect(asked.location).toBe("/login?forgot=1&sent=1");
    expect(visible((await call(asked.location)).body)).toContain(
      "If an account exists for this email, we sent it a link to choose a new password. Check your inbox.",
    );
    const link = new URL(linkIn(await mail.next(email, (m) => m.subject.startsWith("Reset your password"))));
    const token = link.searchParams.get("token")!;
    const back = `/reset-password?token=${encodeURIComponent(token)}`;

    const short = await postForm("reset-password", { token, password: "short", back });
    expect(short.location).toBe(`${back}&error=too-short`);
    expect(visible((await call(short.location)).body)).toContain("The password must have at least 8 characters.");
    const reset = await postForm("reset-password", { token, password: "brand-new-pass-3", back });
    expect(reset.location).toBe(`${back}&done=1`);
    expect(visible((await call(reset.location)).body)).toContain("Your password was changed. Sign in with your new password.");
    expect((await call("/api/auth/sign-in/email", { method: "POST", body: { email, password: "brand-new-pass-3" } })).status).toBe(200);
    const again = await postForm("reset-password", { token, password: "another-pass-4", back });
    expect(again.location).toBe(`${back}&error=invalid-link`);
  });
});

describe("the account page posted without scripts", () => {
  it("saves the name and changes the password only with the current one", async () => {
    const email = await confirmedAccount();
    const signedIn = await postForm("sign-in", { email, password: PASSWORD, back: "/login" });
    let cookie = cookieHeader(signedIn.cookies);
    const page = visible((await call("/account", { cookie })).body);
    expect(page).toMatch(/<form(?=[^>]*method="post")[^>]*action="\/api\/account\/name"/);
    // Disabled until the page's scripts run.
    expect(page).toMatch(/<fieldset[^>]*disabled=""/);

    expect((await postForm("name", { name: "  ", back: "/account" }, { cookie })).location).toBe("/account?error=name-required&form=name");
    const named_ = await postForm("name", { name: "Posted Name", back: "/account" }, { cookie });
    expect(named_.location).toBe("/account?done=name");
    expect(visible((await call(named_.location, { cookie })).body)).toContain("Your name was saved.");
    const wrong = await postForm("password", { currentPassword: "not-it-at-all", newPassword: "next-pass-55", back: "/account" }, { cookie });
    expect(wrong.location).toBe("/account?error=wrong-password&form=password");
    expect(visible((await call(wrong.location, { cookie })).body)).toContain("The current password is not correct.");
    const changed = await postForm("password", { currentPassword: PASSWORD, newPassword: "next-pass-55", back: "/account" }, { cookie });
    expect(changed.location).toBe("/account?done=password");
    cookie = cookieHeader(changed.cookies);
    expect((await sessionOf(changed.cookies)).user?.email).toBe(email);
    // Signed out, a post changes nothing.
    expect((await postForm("name", { name: "Intruder", back: "/account" })).location).toBe("/account?error=error&form=name");
  });
});
