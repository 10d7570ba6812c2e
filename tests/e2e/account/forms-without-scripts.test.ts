import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { headerProfile, launchBrowser, throttleChunks } from "../../support/browser";
import { axeViolations } from "../../support/axe";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { linkIn } from "../../support/mail";
import { mailbox as mail, variantServer, type SharedServer } from "../../support/variants";

/**
 * The account forms pressed before their scripts run (a slow phone, a busy machine) or
 * with JavaScript off (issue 36, item 1): the browser posts them, nothing private goes
 * into any address, and the sign-in or registration still succeeds. And the confirmation
 * link opened in the browser that signed up keeps the sign-up's password (item 2).
 */
describe("account forms without their scripts", () => {
  let browser: Browser;
  let app: SharedServer;
  let org: TestOrg;
  const url = (path = "/") => `http://${org.host}:${app.port}${path}`;
  const PASSWORD = "walnut-garden-8";

  beforeAll(async () => {
    app = await variantServer("mail");
    org = await createOrg("Acme Tours", app, { host: `${unique("noscript")}.localhost`, siteTitle: "Acme Tours" });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A confirmed account, made through the API. */
  async function account() {
    const email = `${unique("pat")}@example.com`;
    await api(org.host, "/api/auth/sign-up/email", { method: "POST", body: { email, password: PASSWORD, name: "Pat" }, port: app.port });
    const token = new URL(linkIn(await mail.next(email, (m) => m.subject.startsWith("Confirm your email")))).searchParams.get("token");
    await api(org.host, "/api/auth/confirm-email", { method: "POST", body: { token, newPassword: PASSWORD }, port: app.port });
    return email;
  }

  /** Every address the page asks for, to check that no email or password lands in one. */
  function addresses(page: Page) {
    const urls: string[] = [];
    page.on("request", (request) => urls.push(decodeURIComponent(request.url())));
    return urls;
  }

  /** Who the browser's cookies sign in, asked from the test (its host names resolve here). */
  async function sessionOf(context: BrowserContext) {
    const cookie = (await context.cookies(url("/"))).map(({ name, value }) => `${name}=${value}`).join("; ");
    return ((await api(org.host, "/api/session", { cookie, port: app.port })).body as { user: { email: string } | null }).user;
  }

  it("signs in with JavaScript off: the wrong password shows the message, the right one signs in; no address carries either", async () => {
    const email = await account();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const urls = addresses(page);
    await page.goto(url("/login?next=%2Faccount"));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-my-password-1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("alert").getByText("Invalid email or password.").waitFor();
    expect(await sessionOf(context)).toBeNull();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(url("/account"));
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    expect((await sessionOf(context))?.email).toBe(email);
    expect(urls.filter((address) => address.includes(email) || address.includes(PASSWORD) || address.includes("not-my-password-1"))).toEqual([]);
    await context.close();

    // The page it came back to, with its scripts: no accessibility violations.
    const checked = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const shown = await checked.newPage();
    await shown.goto(url("/login?error=invalid"));
    await shown.getByRole("alert").getByText("Invalid email or password.").waitFor();
    expect(await axeViolations(shown)).toEqual([]);
    await checked.close();
  });

  it("asks for a reset link with JavaScript off from the sign-in page", async () => {
    const email = await account();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const urls = addresses(page);
    await page.goto(url("/login"));
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").getByText("If an account exists for this email, we sent it a link to choose a new password. Check your inbox.").waitFor();
    await mail.next(email, (m) => m.subject.startsWith("Reset your password"));
    expect(urls.filter((address) => address.includes(email))).toEqual([]);
    await context.close();
  });

  it("signs in when Sign in is pressed while the page's scripts are still loading", async () => {
    const email = await account();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const urls = addresses(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await throttleChunks(page, () => held);
    await page.goto(url("/login"), { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/account/sign-in") && request.method() === "POST");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await posted;
    // The chunks held for the page that has gone are not served to it any more.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    release();
    await page.waitForURL(url("/"));
    await headerProfile(page).waitFor();
    expect((await sessionOf(context))?.email).toBe(email);
    expect(urls.filter((address) => address.includes(email) || address.includes(PASSWORD))).toEqual([]);
    await context.close();
  });

  it("registers while the scripts are held back; the link opened in the same browser keeps that password and signs in", async () => {
    const email = `${unique("robin")}@example.com`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const urls = addresses(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await throttleChunks(page, () => held);
    await page.goto(url("/register"), { waitUntil: "domcontentloaded" });
    await page.getByLabel("Name").fill("Robin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("robins-pass-77");
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/account/sign-up") && request.method() === "POST");
    await page.getByRole("button", { name: "Create account" }).click();
    await posted;
    // The chunks held for the page that has gone are not served to it any more.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    release();
    await page.getByRole("status").getByText("We sent a mail to the address you gave. Open the link in it to finish creating your account.").waitFor();
    expect(urls.filter((address) => address.includes(email) || address.includes("robins-pass-77"))).toEqual([]);

    const link = linkIn(await mail.next(email, (m) => m.subject === "Confirm your email for Acme Tours"));
    await page.goto(link);
    await page.getByText(`You signed up on Acme Tours with ${email} in this browser.`).waitFor();
    await expect.poll(() => page.getByLabel("New password").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirm and sign in" }).click();
    await page.waitForURL(url("/"));
    await headerProfile(page).waitFor();
    expect((await sessionOf(context))?.email).toBe(email);
    // The password typed at sign-up is the account's.
    expect((await api(org.host, "/api/auth/sign-in/email", { method: "POST", body: { email, password: "robins-pass-77" }, port: app.port })).status).toBe(200);
    await context.close();
  });

  it("keeps the account page's forms disabled until its scripts run", async () => {
    const email = await account();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url("/login?next=%2Faccount"));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(url("/account"));
    const name = page.getByRole("region", { name: "Name" });
    await expect.poll(() => name.getByRole("button", { name: "Save name" }).isDisabled()).toBe(true);
    await expect.poll(() => name.getByLabel("Name").isDisabled()).toBe(true);
    await expect.poll(() => name.locator("form").getAttribute("method")).toBe("post");
    await context.close();
  });
});
