import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, headerLogin, headerProfile } from "../../support/browser";
import { axeViolations } from "../../support/axe";
import { createOrg, unique, type TestOrg } from "../../support/client";
import { linkIn } from "../../support/mail";
import { mailbox as mail, variantServer, type SharedServer } from "../../support/variants";

/**
 * Accounts as a person uses them, with the mails caught by a real SMTP server (the
 * project's shared `mail` server sends to the test hub's sink, tests/support/hub.ts).
 */

/** The session the page's browser has, asked by the page itself (its cookies, its host resolution). */
const sessionIn = (page: Page): Promise<{ user: { email: string } | null }> =>
  page.evaluate(() => fetch("/api/session", { cache: "no-store" }).then((r) => r.json()));

describe("accounts in a browser", () => {
  let browser: Browser;
  let app: SharedServer;
  let org: TestOrg;
  const url = (path = "/") => `http://${org.host}:${app.port}${path}`;

  beforeAll(async () => {
    app = await variantServer("mail");
    org = await createOrg("Acme Tours", app, { host: `${unique("acme")}.localhost`, siteTitle: "Acme Tours" });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
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
    await headerLogin(page).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to Acme Tours" });
    await dialog.waitFor();
    expect(await axeViolations(page, "[role=dialog]")).toEqual([]);

    await dialog.getByRole("link", { name: "Forgot password?" }).click();
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

    // The same link a second time says at once that it is used, with no password form, and offers a new one.
    await page.goto(link);
    await page.getByRole("alert").getByText("This link is no longer valid: it was used already or it expired. Ask for a new one.").waitFor();
    await expect.poll(() => page.getByLabel("New password").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const before = (await mail.to(org.owner.email)).length;
    await page.getByLabel("Email").fill(org.owner.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").getByText(`If an account exists for ${org.owner.email}, we sent it a link to choose a new password.`).waitFor();
    await mail.next(org.owner.email, (m) => m.subject === "Reset your password for Acme Tours", before);

    await page.goto(url("/login"));
    await signInOnLoginPage(page, org.owner.email, "sunny-meadow-42");
    await page.waitForURL(url("/"));
    await page.getByTestId("viewer-email").getByText(`Signed in as ${org.owner.email}`).waitFor();
    await expect.poll(() => page.getByTestId("viewer-role").getAttribute("data-role")).toBe("owner");
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
    // Opened in another browser than the one that signed up (issue 36, item 2: that one keeps
    // its password, see forms-without-scripts.test.ts), the link asks for the password (it
    // replaces the one typed at sign-up), then signs in.
    await page.context().close();
    const elsewhere = await fresh();
    await elsewhere.goto(linkIn(confirmation));
    expect(await elsewhere.title()).toBe("Choose your password – Acme Tours");
    await elsewhere.getByRole("heading", { name: "Choose your password" }).waitFor();
    await elsewhere.getByText(`Someone signed up on Acme Tours with ${email}.`).waitFor();
    expect(await axeViolations(elsewhere)).toEqual([]);
    await elsewhere.getByLabel("New password").fill("short");
    await elsewhere.getByRole("button", { name: "Save password and sign in" }).click();
    await elsewhere.getByRole("alert").getByText("The password must have at least 8 characters.").waitFor();
    await elsewhere.getByLabel("New password").fill("customer-pass-2");
    await elsewhere.getByRole("button", { name: "Save password and sign in" }).click();
    await elsewhere.waitForURL(url("/"));
    // Signed in as a customer: the header's Profile menu (no members' bar), and the account is theirs.
    await headerProfile(elsewhere).waitFor();
    await expect.poll(() => elsewhere.getByTestId("viewer-bar").count()).toBe(0);
    await elsewhere.goto(url("/account"));
    await expect.poll(() => elsewhere.getByLabel("Email").inputValue()).toBe(email);

    // The link once more: done already, nothing to choose.
    await elsewhere.goto(linkIn(confirmation));
    await elsewhere.getByRole("status").getByText("This email address is confirmed already. Sign in with your password.").waitFor();
    await expect.poll(() => elsewhere.getByLabel("New password").count()).toBe(0);
    expect(await axeViolations(elsewhere)).toEqual([]);
    await elsewhere.context().close();
  });

  it("does not let someone who registered a stranger's address keep a way in once the stranger follows the mail", async () => {
    const stranger = `${unique("stranger")}@example.com`;
    const attacker = await fresh();
    await attacker.goto(url("/register"));
    await attacker.getByLabel("Name").fill("Not the owner");
    await attacker.getByLabel("Email").fill(stranger);
    await attacker.getByLabel("Password").fill("attackers-pass-1");
    await attacker.getByRole("button", { name: "Create account" }).click();
    await attacker.getByRole("heading", { name: "Check your email" }).waitFor();

    const confirmation = await mail.next(stranger, (m) => m.subject === "Confirm your email for Acme Tours");
    expect(confirmation.text).toContain("Someone signed up on Acme Tours");
    const owner = await fresh();
    await owner.goto(linkIn(confirmation));
    await owner.getByRole("heading", { name: "Choose your password" }).waitFor();
    // Opening the link confirmed nothing: the registrant's password still does not sign in.
    await attacker.goto(url("/login"));
    await signInOnLoginPage(attacker, stranger, "attackers-pass-1");
    await attacker.getByRole("alert").getByText("Confirm your email first: we sent you a new link. Open it, then sign in.").waitFor();

    await owner.getByLabel("New password").fill("owners-pass-2");
    await owner.getByRole("button", { name: "Save password and sign in" }).click();
    await owner.waitForURL(url("/"));
    await headerProfile(owner).waitFor();

    await signInOnLoginPage(attacker, stranger, "attackers-pass-1");
    await attacker.getByRole("alert").getByText("Invalid email or password.").waitFor();
    expect((await sessionIn(attacker)).user).toBeFalsy();
    expect((await sessionIn(owner)).user?.email).toBe(stranger);
    await attacker.context().close();
    await owner.context().close();
  });

  it("answers a sign-up with a registered email like a new one and mails that address's owner", async () => {
    const page = await fresh();
    const before = (await mail.to(org.owner.email)).length;
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
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(org.owner.email);
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
    await password.getByText("Changing your password signs out all your other sessions (other devices and browsers); this one stays signed in.").waitFor();
    await password.getByRole("button", { name: "Change password" }).click();
    await password.getByRole("alert").getByText("The current password is not correct.").waitFor();
    await password.getByLabel("Current password").fill(org.owner.password);
    await password.getByLabel("New password").fill("river-stone-77");
    await password.getByRole("button", { name: "Change password" }).click();
    await password.getByRole("status").getByText("Your password was changed. Your other sessions were signed out; this one stays signed in.").waitFor();
    org.owner.password = "river-stone-77";
    expect(await axeViolations(page)).toEqual([]);

    // The other browser's next request is anonymous; this one stays signed in.
    expect((await sessionIn(other)).user).toBeFalsy();
    await other.reload();
    await headerLogin(other).waitFor();
    expect((await sessionIn(page)).user?.email).toBe(org.owner.email);
    await page.reload();
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    expect(page.url()).toBe(url("/account"));

    // Signed in again there, then signed out from here.
    await other.goto(url("/login"));
    await signInOnLoginPage(other, org.owner.email, org.owner.password);
    await other.getByTestId("viewer-email").waitFor();
    const sessions = page.getByRole("region", { name: "Other sessions" });
    await sessions.getByRole("button", { name: "Sign out of other sessions" }).click();
    await sessions.getByRole("status").getByText("Your other sessions were signed out.").waitFor();
    await other.reload();
    await headerLogin(other).waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Ada Owner");
    await page.context().close();
    await other.context().close();
  });
});
