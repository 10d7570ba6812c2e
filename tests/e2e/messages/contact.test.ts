import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { addSectionMetric, createMetric, createSection } from "../../support/fixtures";
import { hydratedIsland } from "../../support/islands";
import { ownerPage } from "../../support/owner-page";

/**
 * The contact section and Messages (issue 20): a visitor writes through the contact
 * section's form; the owner sees the unread count on /admin, opens Messages and reads it.
 */
describe("a contact message from a visitor to the owner", () => {
  let browser: Browser;
  let org: TestOrg;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Contact Co", undefined, { language: "en" });
    const section = await createSection(org, { section_title: "Talk to us", section_type: "contact", is_section_title_aligned_center: true });
    for (const [title, description] of [
      ["Email", "<p>hello@contact.example</p>"],
      ["Phone", "<p>+49 30 1234 5678</p>"],
      ["Office", "<p>Torstraße 1, Berlin</p>"],
    ]) {
      await addSectionMetric(org, section.id, (await createMetric(org, { title, description })).id);
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("a visitor sends a message from the contact section and sees the thank-you text", async () => {
    const { context, page } = await newPage(browser);
    try {
      expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
      const section = page.locator('section[data-section-type="contact"]');
      await expect.poll(() => section.getByRole("heading", { level: 2 }).textContent()).toBe("Talk to us");
      await expect.poll(() => section.getByRole("link", { name: "hello@contact.example" }).getAttribute("href")).toBe("mailto:hello@contact.example");
      await expect.poll(() => section.getByRole("link", { name: "+49 30 1234 5678" }).getAttribute("href")).toBe("tel:+493012345678");
      await expect.poll(() => section.getByText("Torstraße 1, Berlin").count()).toBe(1);
      expect(await axeViolations(page, 'section[data-section-type="contact"]')).toEqual([]);

      // Sending it empty names each missing field under it; focus goes to the first.
      const form = section.getByRole("form", { name: "Contact form" });
      // The scripted form (its island hydrated; pressed before, Send posts the form without scripts: contact-no-script.test.ts).
      await hydratedIsland(form.getByRole("button", { name: "Send message" }));
      await form.getByRole("button", { name: "Send message" }).click();
      const name = form.getByRole("textbox", { name: "Name" });
      await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await name.getAttribute("aria-describedby"))!;
      await expect.poll(() => page.locator(`[id="${describedBy}"]`).textContent()).toBe("Name is required");
      await expect.poll(() => form.getByText("Email is required").count()).toBe(1);
      await expect.poll(() => form.getByText("Message is required").count()).toBe(1);
      expect(await axeViolations(page, 'section[data-section-type="contact"]')).toEqual([]);

      await name.fill("Vera Visitor");
      // Changing a field clears its error.
      await expect.poll(() => name.getAttribute("aria-invalid")).toBeNull();
      await form.getByRole("textbox", { name: "Email" }).fill("vera@example");
      await form.getByRole("textbox", { name: "Message" }).fill("Could you call me about a new site?");
      await form.getByRole("button", { name: "Send message" }).click();
      await expect.poll(() => form.getByText("Please enter a valid email address").count()).toBe(1);
      await form.getByRole("textbox", { name: "Email" }).fill("vera@example.com");
      await form.getByRole("textbox", { name: "Phone (optional)" }).fill("+49 151 000 111");

      const posted = page.waitForRequest((request) => request.url().endsWith("/api/messages") && request.method() === "POST");
      await form.getByRole("button", { name: "Send message" }).click();
      const request = await posted;
      expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
      expect(request.postDataJSON()).toEqual({
        name: "Vera Visitor",
        email: "vera@example.com",
        phone: "+49 151 000 111",
        message: "Could you call me about a new site?",
        page: "/",
        kind: "contact",
      });
      const thanks = section.getByRole("status");
      await thanks.getByText("Thank you! Your message has been sent.").waitFor();
      await expect.poll(() => thanks.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await axeViolations(page, 'section[data-section-type="contact"]')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the owner sees the unread count on /admin, opens Messages, reads the message and marks it unread again", async () => {
    // The visitor's message, sent through the API to an inbox of this journey's own (the
    // journey above sends one through the form to its own organization).
    const inbox = await createOrg("Contact Inbox Co", undefined, { language: "en" });
    const sent = await api(inbox.host, "/api/messages", {
      method: "POST",
      body: {
        kind: "contact",
        name: "Vera Visitor",
        email: "vera@example.com",
        phone: "+49 151 000 111",
        message: "Could you call me about a new site?",
        page: "/",
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { page } = await ownerPage(inbox, { path: "/admin" });
    const link = page.getByRole("link", { name: "Messages (1 unread)" });
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Messages" });
    await dialog.waitFor();
    await dialog.getByText("(1 unread)").waitFor();
    const item = dialog.getByRole("button", { name: /^Vera Visitor\s*, unread/ });
    await expect.poll(() => item.textContent()).toContain("Could you call me about a new site?");
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // Keyboard: focus the message and press Enter; it opens and counts as read.
    await item.focus();
    await page.keyboard.press("Enter");
    const detail = dialog.locator("[data-message-open]");
    await detail.getByRole("heading", { name: "Message from Vera Visitor" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Message from Vera Visitor");
    await expect.poll(() => detail.getByRole("link", { name: "vera@example.com" }).getAttribute("href")).toBe("mailto:vera@example.com");
    await expect.poll(() => detail.getByText("Could you call me about a new site?").count()).toBe(1);
    await dialog.getByText("(0 unread)").waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await detail.getByRole("button", { name: "Mark as unread" }).click();
    await dialog.getByText("(1 unread)").waitFor();
    await detail.getByRole("button", { name: "Mark as read" }).waitFor();

    // Delete asks first.
    await detail.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this message?" }).or(page.getByRole("dialog", { name: "Delete this message?" }));
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await dialog.getByText("No messages yet.", { exact: false }).waitFor();
  });
});
