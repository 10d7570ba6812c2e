import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { axeViolations } from "../support/axe";
import { createOrg, unique, type TestOrg } from "../support/client";
import { linkIn, startMailCatcher } from "../support/mail";
import { startServer, type RunningServer } from "../support/server";

/**
 * Accounts as a person uses them, with the mails caught by a real SMTP server in
 * the test process (this file's own app server sends to it through SMTP_URL).
 */
describe("accounts in a browser", () => {
  let browser: Browser;
  let app: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let org: TestOrg;
  const url = (path = "/") => `http://${org.host}:${app.port}${path}`;

  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}` } });
    org = await createOrg("Acme Tours", app, { host: `${unique("acme")}.localhost`, siteTitle: "Acme Tours" });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await mail?.stop();
  });

  async function fresh(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    return context.newPage();
  }

  async function signInOnLoginPage(page: Page, email: string, password: string) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
  }

  it("resets a password from the login modal through the mail, signs in with the new one, and refuses the link a second time", async () => {
    const page = await fresh();
    await page.goto(url("/"));
    await page.getByRole("link", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to Acme Tours" });
    await dialog.waitFor();
    expect(await axeViolations(page, "[role=dialog]")).toEqual([]);

    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    const forgot = page.getByRole("dialog", { name: "Reset your password" });
    await forgot.getByLabel("Email").fill(org.owner.email);
    await forgot.getByRole("button", { name: "Send reset link" }).click();
    await forgot.getByRole("status").getByText(`If an account exists for ${org.owner.email}, we sent it a link to choose a new password.`).waitFor();
    expect(await axeViolations(page, "[role=dialog]")).toEqual([]);

    const received = await mail.next(org.owner.email, (m) => m.subject === "Reset your password for Acme Tours");
    const link = linkIn(received);
    expect(new URL(link).origin).toBe(url("/").replace(/\/$/, ""));

    await page.goto(link);
    expect(await page.title()).toBe("Choose a new password – Acme Tours");
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("New password").fill("sunny-meadow-42");
    await page.getByRole("button", { name: "Save password" }).click();
    await page.getByText("Your password was changed. Sign in with your new password.").waitFor();

    // The same link a second time: refused.
    await page.goto(link);
    await page.getByLabel("New password").fill("another-one-43");
    await page.getByRole("button", { name: "Save password" }).click();
    await page.getByRole("alert").getByText("This link is no longer valid: it was used already or it expired. Ask for a new one.").waitFor();

    await page.goto(url("/login"));
    await signInOnLoginPage(page, org.owner.email, "another-one-43");
    await page.getByRole("alert").getByText("Invalid email or password.").waitFor();
    await signInOnLoginPage(page, org.owner.email, "sunny-meadow-42");
    await page.waitForURL(url("/"));
    await page.getByTestId("viewer-email").getByText(`Signed in as ${org.owner.email}`).waitFor();
    expect(await page.getByTestId("viewer-role").getAttribute("data-role")).toBe("owner");
    org.owner.password = "sunny-meadow-42";
    await page.context().close();
  });

  it("creates an account that signs in only through the link mailed at sign-up", async () => {
    const page = await fresh();
    const email = `${unique("casey")}@example.com`;
    await page.goto(url("/signup"));
    expect(await page.title()).toBe("Create account – Acme Tours");
    await page.getByLabel("Name").fill("Casey");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("customer-pass-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText(`We sent a mail to ${email}. Open the link in it to finish creating your account.`).waitFor();

    // Not yet: the right password on an unconfirmed account.
    await page.goto(url("/login"));
    expect(await page.title()).toBe("Sign in – Acme Tours");
    await signInOnLoginPage(page, email, "customer-pass-1");
    await page.getByRole("alert").getByText("Confirm your email first: we sent you a new link. Open it, then sign in.").waitFor();

    const confirmation = await mail.next(email, (m) => m.subject === "Confirm your email for Acme Tours");
    await page.goto(linkIn(confirmation));
    await page.waitForURL(url("/"));
    await page.getByTestId("viewer-email").getByText(`Signed in as ${email}`).waitFor();
    expect(await page.getByTestId("viewer-role").getAttribute("data-role")).toBe("customer");
    await page.context().close();
  });

  it("answers a sign-up with a registered email like a new one and mails that address's owner", async () => {
    const page = await fresh();
    const before = mail.to(org.owner.email).length;
    await page.goto(url("/register"));
    await page.getByLabel("Name").fill("Someone");
    await page.getByLabel("Email").fill(org.owner.email);
    await page.getByLabel("Password").fill("someone-else-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText(`We sent a mail to ${org.owner.email}. Open the link in it to finish creating your account.`).waitFor();
    const warning = await mail.next(org.owner.email, () => true, before);
    expect(warning.subject).toBe("Someone tried to create an account with your email on Acme Tours");
    await page.context().close();
  });

  it("keeps /account for the signed-in: name, password with the current one, other sessions signed out", async () => {
    const page = await fresh();
    await page.goto(url("/account"));
    await page.waitForURL(url("/login?next=%2Faccount"));
    await signInOnLoginPage(page, org.owner.email, org.owner.password);
    await page.waitForURL(url("/account"));
    expect(await page.title()).toBe("Your account – Acme Tours");
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(org.owner.email);
    expect(await axeViolations(page)).toEqual([]);

    // Another browser signed in as the same person.
    const other = await fresh();
    await other.goto(url("/login"));
    await signInOnLoginPage(other, org.owner.email, org.owner.password);
    await other.getByTestId("viewer-email").waitFor();

    const name = page.getByRole("region", { name: "Name" });
    await name.getByLabel("Name").fill("Ada Owner");
    await name.getByRole("button", { name: "Save name" }).click();
    await name.getByRole("status").getByText("Your name was saved.").waitFor();

    const password = page.getByRole("region", { name: "Change password" });
    await password.getByLabel("Current password").fill("not-my-password");
    await password.getByLabel("New password").fill("river-stone-77");
    await password.getByRole("button", { name: "Change password" }).click();
    await password.getByRole("alert").getByText("The current password is not correct.").waitFor();
    await password.getByLabel("Current password").fill(org.owner.password);
    await password.getByLabel("New password").fill("river-stone-77");
    await password.getByRole("button", { name: "Change password" }).click();
    await password.getByRole("status").getByText("Your password was changed.").waitFor();
    org.owner.password = "river-stone-77";
    expect(await axeViolations(page)).toEqual([]);

    const sessions = page.getByRole("region", { name: "Other sessions" });
    await sessions.getByRole("button", { name: "Sign out of other sessions" }).click();
    await sessions.getByRole("status").getByText("Your other sessions were signed out.").waitFor();
    await other.reload();
    await other.getByRole("link", { name: "Sign in" }).waitFor();
    await page.reload();
    expect(await page.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Ada Owner");
    await page.context().close();
    await other.context().close();
  });
});
