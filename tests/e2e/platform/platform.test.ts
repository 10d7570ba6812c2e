import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, pageUrl, signInThroughForm, headerLogin, headerProfile } from "../../support/browser";
import { createOrg, outbox, unique } from "../../support/client";
import { linkIn } from "../../support/mail";
import { DEMO } from "@/features/organizations/seed-demo";

describe("the platform in a browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows a visitor the demo home page", async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(pageUrl("localhost"));
    expect(response?.status()).toBe(200);
    // The home page's hero says what the product does, with a welcome that names the organization; the header names the site.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Build your site in place");
    await expect.poll(() => page.getByTestId("site-title").textContent()).toBe("Build your site in place");
    await page.locator("header[data-site-header]").getByText("Onsite Demo", { exact: true }).first().waitFor();
    await expect.poll(() => page.locator("[data-hero-description]").textContent()).toContain(DEMO.name);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await headerLogin(page).waitFor();
    await context.close();
  });

  it("signs the owner in at /login and the page knows they are the owner", async () => {
    const { context, page } = await newPage(browser);
    await signInThroughForm(page, "localhost", DEMO.ownerEmail, DEMO.defaultPassword);
    await page.waitForURL(pageUrl("localhost", "/"));
    const role = page.getByTestId("viewer-role");
    await role.waitFor();
    await expect.poll(() => role.getAttribute("data-role")).toBe("owner");
    await expect.poll(() => page.getByTestId("viewer-email").textContent()).toContain(DEMO.ownerEmail);
    await page.getByRole("button", { name: "Sign out" }).click();
    await headerLogin(page).waitFor();
    await context.close();
  });

  it("shows an error for a wrong password and stays on /login", async () => {
    const { context, page } = await newPage(browser);
    await signInThroughForm(page, "127.0.0.1", DEMO.ownerEmail, "wrong-password");
    const alert = page.locator("form").getByRole("alert");
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toBe("Invalid email or password.");
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("shows the not-found page on an unknown host", async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(pageUrl(`${unique("nowhere")}.test`));
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Site not found");
    await context.close();
  });

  it("serves two organizations on two hosts, each with its own name", async () => {
    const a = await createOrg(unique("Acme "));
    const b = await createOrg(unique("Globex "));
    const { context, page } = await newPage(browser);
    // Each starts with a hero titled with its name.
    await page.goto(pageUrl(a.host));
    await expect.poll(() => page.getByTestId("site-title").textContent()).toBe(a.name);
    await page.goto(pageUrl(b.host));
    await expect.poll(() => page.getByTestId("site-title").textContent()).toBe(b.name);
    await context.close();
  });

  it("lets a customer register, confirm the email and is not treated as a member", async () => {
    const org = await createOrg();
    const { context, page } = await newPage(browser);
    const email = `${unique("casey")}@example.com`;
    await page.goto(pageUrl(org.host, "/register"));
    await page.getByLabel("Name").fill("Casey Customer");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("customer-pass-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    // The server has no SMTP_URL: the mail is in its outbox. Its link is on the organization's host.
    const link = new URL(linkIn(await outbox().next(email)));
    expect(link.hostname).toBe(org.host);
    await page.goto(pageUrl(org.host, link.pathname + link.search));
    // Opened in the browser that signed up, the link keeps the sign-up's password (issue 36, item 2).
    const confirm = page.getByRole("button", { name: "Confirm and sign in" });
    await confirm.waitFor();
    await expect.poll(() => page.getByLabel("New password").count()).toBe(0);
    await confirm.click();
    await page.waitForURL(pageUrl(org.host, "/"));
    // A customer is not a member: the header's Profile menu, no members' bar.
    await headerProfile(page).click();
    await expect.poll(() => page.getByTestId("viewer-bar").count()).toBe(0);
    await page.locator("header[data-site-header]").getByRole("button", { name: "Logout" }).click();
    await headerLogin(page).waitFor();
    await context.close();
  });
});
