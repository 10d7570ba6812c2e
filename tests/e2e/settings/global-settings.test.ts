import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

const TABS: [string, string][] = [
  ["General", "Basic organization configuration"],
  ["Hero Section", "Homepage hero banner configuration"],
  ["Products", "Manage your products and services"],
  ["Features", "Manage feature highlights"],
  ["FAQs", "Frequently asked questions"],
  ["Banners", "Promotional banners and alerts"],
  ["Menu", "Navigation menu configuration"],
  ["Blog", "Blog posts and categories"],
  ["Cookies", "Cookie consent and privacy settings"],
  ["Meeting Types", "Manage meeting types for booking system"],
];

/** Global Settings (spec/site-admin.md §2.9, §4, §8), as an owner uses it. */
describe("Global Settings", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  const modal = () => page.getByRole("dialog", { name: /^Global Settings/ });
  const tab = (name: string) => modal().getByRole("tab", { name, exact: true });

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
  });

  beforeEach(async () => {
    // A journey makes the site French: an owner who already answered the language
    // suggestion once (a saved userLanguageChoice) is not offered English over the editors.
    const answered = { cookies: [], origins: [{ origin: pageUrl(org.host, ""), localStorage: [{ name: "userLanguageChoice", value: "fr" }] }] };
    ({ page } = await ownerPage(org, { context: { storageState: answered } }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows each tab with its subtitle and no accessibility violation", async () => {
    await createNew(page, "Global settings");
    await modal().getByRole("tablist").waitFor();
    for (const [name, subtitle] of TABS) {
      await tab(name).click();
      await expect.poll(() => tab(name).getAttribute("aria-selected")).toBe("true");
      await expect.poll(() => modal().getByText(subtitle, { exact: true }).isVisible()).toBe(true);
      expect(await axeViolations(page), name).toEqual([]);
    }
    // Arrow keys move between tabs.
    await tab("General").click();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => tab("Hero Section").getAttribute("aria-selected")).toBe("true");
    await modal().getByRole("button", { name: "Cancel" }).click();
    await modal().waitFor({ state: "detached" });
  });

  it("saves the site title, the language, a FAQ and a product; the public site shows the title; closing with changes asks first", async () => {
    await createNew(page, "Global settings");
    await tab("General").waitFor();
    await expect.poll(() => modal().getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    await modal().getByLabel("Site title").fill("Bakery Central");
    await modal().getByLabel("Language", { exact: true }).selectOption("fr");
    await modal().getByRole("checkbox", { name: "French" }).check();
    await modal().getByText("Unsaved changes").waitFor();

    await tab("FAQs").click();
    await modal().getByRole("button", { name: "Add FAQ" }).click();
    await modal().getByLabel("Question").fill("Do you deliver?");
    await modal().getByLabel("Answer").fill("Within the city, every morning.");
    await tab("Products").click();
    await modal().getByRole("button", { name: "Add product" }).click();
    await modal().getByLabel("Name").fill("Sourdough");
    await modal().getByLabel("Price").fill("6.50");

    await modal().getByRole("button", { name: "Save" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).waitFor();
    await expect.poll(() => modal().getByText("Unsaved changes").count()).toBe(0);
    const stored = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body;
    expect(stored.settings).toMatchObject({ site: "Bakery Central", language: "fr" });
    expect(stored.faqs.map((f: { question: string }) => f.question)).toEqual(["Do you deliver?"]);
    expect(stored.products.map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([["Sourdough", 650]]);

    // A FAQ without a question: the server's message, on the FAQs tab, and nothing saved.
    await tab("FAQs").click();
    await modal().getByRole("button", { name: "Add FAQ" }).click();
    await tab("General").click();
    await modal().getByRole("button", { name: "Save" }).click();
    await modal().getByRole("alert").filter({ hasText: "FAQ 2: Please enter a question" }).waitFor();
    await expect.poll(() => tab("FAQs").getAttribute("aria-selected")).toBe("true");
    expect((await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body.faqs).toHaveLength(1);

    // Closing with unsaved changes asks the spec's question.
    await modal().getByRole("button", { name: "Cancel" }).click();
    const ask = page.getByRole("dialog", { name: "Unsaved changes" });
    await expect.poll(() => ask.getByText("You have unsaved changes. Are you sure you want to close?").isVisible()).toBe(true);
    await ask.getByRole("button", { name: "Close without saving" }).click();
    await modal().waitFor({ state: "detached" });

    const visitor = await newPage(browser);
    await visitor.page.goto(pageUrl(org.host, "/"));
    await expect.poll(() => visitor.page.title()).toContain("Bakery Central");
    await expect.poll(() => visitor.page.locator("html").getAttribute("lang")).toBe("fr");
    await visitor.context.close();
  });

  it("edits the home page's hero, the menu and which posts the blog shows from their tabs; a visitor sees it", async () => {
    for (const title of ["Spring loaves", "Summer tarts"]) {
      const created = await api(org.host, "/api/posts", {
        method: "POST",
        token: org.owner.token,
        body: { title, content: "<p>News.</p>", display_config: { display_as_blog_post: true } },
      });
      expect(created.status).toBe(201);
    }
    await createNew(page, "Global settings");
    await tab("Hero Section").click();
    await modal().getByLabel("Title", { exact: true }).fill("Warm bread every morning");
    await modal().getByLabel("Button text").fill("See the menu");
    await modal().getByLabel("Button link").fill("/menu");
    expect(await axeViolations(page), "Hero Section").toEqual([]);
    await tab("Menu").click();
    await modal().getByRole("button", { name: "Add menu item" }).click();
    await modal().getByLabel("Name", { exact: true }).fill("Opening hours");
    await modal().getByLabel("Page address (slug)").fill("Opening Hours");
    expect(await axeViolations(page), "Menu").toEqual([]);
    await tab("Blog").click();
    await modal().getByRole("checkbox", { name: "In the blog: Summer tarts" }).uncheck();
    expect(await axeViolations(page), "Blog").toEqual([]);
    const saved = page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/organizations/${org.id}`);
    await modal().getByRole("button", { name: "Save" }).click();
    const body = (await saved).request().postDataJSON();
    // Only what changed is sent: the hero and the menu, not the untouched lists.
    expect(body.heroData).toMatchObject({ title: "Warm bread every morning", button: "See the menu", button_style: { url: "/menu" } });
    expect(body.menu_items).toEqual([expect.objectContaining({ display_name: "Opening hours", url_name: "Opening Hours" })]);
    expect(body.blog_posts).toEqual([expect.objectContaining({ display_as_blog_post: false, display_this_post: true })]);
    expect(body).not.toHaveProperty("faqs");
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).last().waitFor();
    await modal().getByRole("button", { name: "Cancel" }).click();
    await modal().waitFor({ state: "detached" });

    const visitor = await newPage(browser);
    await visitor.page.goto(pageUrl(org.host, "/"));
    await visitor.page.getByRole("heading", { name: "Warm bread every morning" }).waitFor();
    await expect.poll(() => visitor.page.getByRole("link", { name: "See the menu" }).getAttribute("href")).toMatch(/\/menu$/);
    // The site may be French (the journey before): the header is found by its element, not its label.
    await expect
      .poll(() => visitor.page.locator("header[data-site-header]").getByRole("link", { name: "Opening hours" }).getAttribute("href"))
      .toMatch(/\/opening-hours$/);
    await visitor.page.goto(pageUrl(org.host, "/blog"));
    await visitor.page.getByRole("link", { name: "Spring loaves" }).first().waitFor();
    await expect.poll(() => visitor.page.getByText("Summer tarts").count()).toBe(0);
    await visitor.context.close();
  });

  it("undoes with Ctrl+Z: a checkbox, then all the typing in one field as one step; Ctrl+Shift+Z redoes (issue 19 §6)", async () => {
    await createNew(page, "Global settings");
    await tab("General").click();
    const name = modal().getByLabel("Organization name");
    const languageSwitch = modal().getByRole("checkbox", { name: "Show the language switch in the header" });
    const before = { name: await name.inputValue(), shown: await languageSwitch.isChecked() };

    await name.focus();
    await page.keyboard.press("End");
    await name.pressSequentially(" & Sons");
    await languageSwitch.click();
    await expect.poll(() => languageSwitch.isChecked()).toBe(!before.shown);
    await modal().getByText("Unsaved changes").waitFor();

    // Focus is on the checkbox, which has no undo of its own: the form's history takes the keys.
    await page.keyboard.press("Control+z");
    await expect.poll(() => languageSwitch.isChecked()).toBe(before.shown);
    await expect.poll(() => name.inputValue()).toBe(`${before.name} & Sons`);
    await page.keyboard.press("Control+z");
    await expect.poll(() => name.inputValue()).toBe(before.name);
    await expect.poll(() => modal().getByText("Unsaved changes").count()).toBe(0);
    await expect.poll(() => modal().getByRole("button", { name: "Save" }).isDisabled()).toBe(true);

    await page.keyboard.press("Control+Shift+z");
    await expect.poll(() => name.inputValue()).toBe(`${before.name} & Sons`);
    await modal().getByText("Unsaved changes").waitFor();
    await modal().getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog", { name: "Unsaved changes" }).getByRole("button", { name: "Close without saving" }).click();
    await modal().waitFor({ state: "detached" });
    expect((await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body.organization.name).toBe(before.name);
  });
});
