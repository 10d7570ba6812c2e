import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, pageUrl, throttleChunks } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { createSection } from "../../support/fixtures";

/**
 * The contact form pressed before its scripts run, or without them (issue 36 item 1):
 * the browser posts it (method="post") to /api/messages/form, the message is stored,
 * the visitor lands back on the page with the thank-you text, and nothing typed ever
 * appears in a request's address.
 */
let browser: Browser;
let org: TestOrg;

beforeAll(async () => {
  browser = await launchBrowser();
  org = await createOrg("No Script Co", undefined, { language: "en" });
  await createSection(org, { section_title: "Write to us", section_type: "contact" });
});

afterAll(async () => {
  await browser?.close();
});

const messages = async () => (await api(org.host, "/api/messages", { token: org.owner.token })).body.messages as Record<string, any>[];

/** Fills the contact form with `who`'s details and presses Send; answers every address the page asked for. */
async function sendContact(page: Page, who: { name: string; email: string; message: string }) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("textbox", { name: "Name" }).fill(who.name);
  await form.getByRole("textbox", { name: "Email" }).fill(who.email);
  await form.getByRole("textbox", { name: "Message" }).fill(who.message);
  const send = form.getByRole("button", { name: "Send message" });
  await expect.poll(() => send.isEnabled()).toBe(true);
  await send.click();
  await page.waitForURL((url) => url.searchParams.get("contact") === "sent", { waitUntil: "domcontentloaded" });
  await page.getByRole("status").getByText("Thank you! Your message has been sent.").waitFor();
  return urls;
}

const private_ = (urls: string[], ...texts: string[]) =>
  urls.filter((url) => texts.some((text) => decodeURIComponent(url.replace(/\+/g, " ")).toLowerCase().includes(text.toLowerCase())));

describe("the contact form before or without its scripts", () => {
  it("without JavaScript, stores the message and shows the thank-you text; no address carries what was typed", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
      const who = { name: "Nadia Noscript", email: "nadia.noscript@example.com", message: "Please call me about a shop" };
      const urls = await sendContact(page, who);
      expect(private_(urls, who.name, who.email, who.message)).toEqual([]);
      expect(private_([page.url()], who.name, who.email, who.message)).toEqual([]);
      expect(await messages()).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: "contact", name: who.name, email: who.email, message: who.message, page: "/" })]),
      );
    } finally {
      await context.close();
    }
  });

  it("with the page's scripts held back, pressing Send posts the form and shows the thank-you text (axe on the result)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await throttleChunks(page, async () => {
      held += 1;
      await released;
    });
    try {
      expect((await page.goto(pageUrl(org.host, "/"), { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
      await page.getByRole("form", { name: "Contact form" }).waitFor();
      const who = { name: "Sam Slowphone", email: "sam.slowphone@example.com", message: "Is the studio open on Saturdays?" };
      const urls = await sendContact(page, who);
      expect(held).toBeGreaterThan(0); // the scripts never ran: the browser sent the form itself
      expect(private_(urls, who.name, who.email, who.message)).toEqual([]);
      expect(await messages()).toEqual(expect.arrayContaining([expect.objectContaining({ name: who.name, email: who.email, message: who.message })]));
      expect(await axeViolations(page, 'section[data-section-type="contact"]')).toEqual([]);
    } finally {
      release();
      await context.close();
    }
  });

  it("without JavaScript, a refused field comes back under the field with the spec's message", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(pageUrl(org.host, "/"));
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByRole("textbox", { name: "Name" }).fill("Ivo Invalid");
      await form.getByRole("textbox", { name: "Email" }).fill("ivo@nowhere");
      await form.getByRole("textbox", { name: "Message" }).fill("Hello");
      await form.getByRole("button", { name: "Send message" }).click();
      await page.waitForURL((url) => url.searchParams.get("contact") === "emailInvalid");
      const email = page.getByRole("form", { name: "Contact form" }).getByRole("textbox", { name: "Email" });
      await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator(`[id="${await email.getAttribute("aria-describedby")}"]`).textContent()).toBe("Please enter a valid email address");
      expect((await messages()).some((message) => message.name === "Ivo Invalid")).toBe(false);
    } finally {
      await context.close();
    }
  });
});
