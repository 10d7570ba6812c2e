import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl, signInByCookie } from "../../support/browser";
import { createOrg, signUp, unique, type TestOrg } from "../../support/client";
import { saveCookieCategories } from "../../support/fixtures";

/**
 * The visitor's chat in the help widget (issue 36 items 12 and 21): the conversation is
 * a service the visitor asked for, so it survives a reload before the cookie choice and
 * after it (accepted or rejected); a signed-in customer is answered at their account's
 * address, shown read-only, never asked for it again. Nobody of the team is online in
 * this file, so a visitor is asked for an email.
 */
let browser: Browser;
let org: TestOrg;

beforeAll(async () => {
  browser = await launchBrowser();
  org = await createOrg(unique("Chat Reload "), undefined, { language: "en" });
  // A category to ask about: a site that declares only essential cookies shows no cookie banner (issue 36, item 6).
  await saveCookieCategories(org, [{ name: "Analytics", cookie_service: [{ name: "Visit statistics" }] }]);
});

afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page) => page.getByRole("dialog", { name: "Help center" });
const banner = (page: Page) => page.getByRole("region", { name: "Privacy & Cookies" });

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Help", exact: true }).click();
  await dialog(page).waitFor();
}

/** The chat's message list holds `text` once the widget has loaded the conversation again. */
const shows = (page: Page, text: string) => dialog(page).locator("[data-help-messages]").getByText(text).waitFor();

async function startChat(page: Page, text: string) {
  await openChat(page);
  await dialog(page).getByRole("button", { name: "Chat with us" }).click();
  await dialog(page).getByLabel("Your email").fill("reloader@example.com");
  await dialog(page).getByLabel("Message").fill(text);
  await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
  await shows(page, text);
}

describe("a visitor's chat across reloads and the cookie choice", () => {
  it("is still there after a reload before the choice, and after accepting and reloading", async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(pageUrl(org.host, "/"));
      await banner(page).waitFor();
      await startChat(page, "Before any choice: do you ship to Norway?");

      await page.reload();
      await banner(page).waitFor(); // still no choice made
      await openChat(page);
      await shows(page, "Before any choice: do you ship to Norway?");

      await page.keyboard.press("Escape");
      await banner(page).getByRole("button", { name: "Accept all", exact: true }).click();
      await banner(page).waitFor({ state: "detached" });
      await page.reload();
      await openChat(page);
      await shows(page, "Before any choice: do you ship to Norway?");
    } finally {
      await context.close();
    }
  });

  it("is still there after rejecting the cookies and reloading", async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(pageUrl(org.host, "/"));
      await startChat(page, "Rejecting: where is my parcel?");
      await page.keyboard.press("Escape");
      await banner(page).getByRole("button", { name: "Reject all", exact: true }).click();
      await banner(page).waitFor({ state: "detached" });
      await page.reload();
      await openChat(page);
      await shows(page, "Rejecting: where is my parcel?");
    } finally {
      await context.close();
    }
  });
});

describe("a signed-in customer's chat", () => {
  it("uses the account's address, read-only, instead of asking for an email", async () => {
    const customer = await signUp(org.host, `${unique("customer")}@example.com`);
    const { context, page } = await newPage(browser);
    try {
      // Signed in by the session cookie, on the home page (the login form has journeys of its own: tests/e2e/account).
      await signInByCookie(page, org.host, customer.email, customer.password);
      await page.goto(pageUrl(org.host, "/"));
      await openChat(page);
      await dialog(page).getByRole("button", { name: "Chat with us" }).click();
      const email = dialog(page).getByLabel("Your email");
      await expect.poll(() => email.inputValue()).toBe(customer.email);
      await expect.poll(() => email.getAttribute("readonly")).not.toBeNull();
      expect(await page.locator(`[id="${await email.getAttribute("aria-describedby")}"]`).textContent()).toBe("The address of your account.");
      expect(await axeViolations(page, "[data-help-dialog]")).toEqual([]);
      await dialog(page).getByLabel("Message").fill("Signed in: can I change my order?");
      await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
      await shows(page, "Signed in: can I change my order?");
      await dialog(page).getByText(`We will answer at ${customer.email}.`).waitFor();
    } finally {
      await context.close();
    }
  });
});
